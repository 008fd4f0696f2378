import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { AccessHandle } from '../../domain/access/guards.ts';
import type { FrameName } from '../frames/frameNames.ts';

/** A screen's page title (SPEC §2 "the most recently set subtitle"); for some screens it depends on the query. */
export type PageTitle = string | ((search: URLSearchParams) => string);

/** What a route of the table carries in its `handle`: everything the app and the build know of it. */
export interface RouteHandle extends AccessHandle {
  /** The page title's subtitle while the route is shown; none where the screen says what went wrong itself. */
  title?: PageTitle;
  /** The frame (app/frames/) the screen renders in; none for a page of its own. */
  frame?: FrameName;
  /** The files (under the project root) the route loads: the build links their styles and scripts. */
  modules?: readonly string[];
  /** The screen's own look while it loads, painted in its frame's outline before the app runs. */
  outline?: ScreenOutline;
  /**
   * A public screen the build renders to HTML for a signed-out visitor: `render`, the address rendered when a first
   * visit always carries a query; `varies`, the query parameters with which the browser renders anew.
   */
  prerender?: { render?: string; varies?: readonly string[] };
}

/** Screens whose loading look is painted before the app runs (app/frames/outlines.tsx). */
export type ScreenOutline = 'phoneStep' | 'lucySettings';

/** A layout route of a frame loaded on first use: the files it loads, linked like a screen's. */
export interface FrameHandle {
  modules: readonly string[];
}

/** The handle of a route of the table (or of a match of one), whichever kind it is. */
export function handleOf(route: { handle?: unknown }): Partial<RouteHandle> {
  return (route.handle ?? {}) as Partial<RouteHandle>;
}

/** The subtitle a route's handle gives the page at this query. */
export function titleOf(handle: Partial<RouteHandle>, search: string): string | undefined {
  const { title } = handle;
  return typeof title === 'function' ? title(new URLSearchParams(search)) : title;
}

/** Modules a route table loads on first use, as `import.meta.glob` lists them (keys relative to this folder). */
export type LazyModules = Record<string, () => Promise<Record<string, unknown>>>;

/** The path of a module from the project root, as the build's manifest names it. */
export function projectPath(key: string): string {
  return new URL(key, 'file:///renderer/app/routes/').pathname.slice(1);
}

/** An export of a module of `modules`, loaded on first use; a missing one fails loudly, as a typo would. */
export async function loadExport<T>(modules: LazyModules, key: string, name: string): Promise<T> {
  const load = modules[key];
  if (!load) throw new Error(`The route table lists no module ${key}`);
  const value = (await load())[name];
  if (value === undefined) throw new Error(`${key} has no export ${name}`);
  return value as T;
}

type LazyResult = Awaited<ReturnType<Exclude<LazyRouteFunction<RouteObject>, Record<string, unknown>>>>;

interface ScreenRoute extends RouteHandle {
  path: string;
  /** The screen's module, as `modules` names it; the screen is its export named as the file, unless `name` says. */
  screen: string;
  name?: string;
  /** What the route loads beside the screen (a loader, say), at the same time. */
  with?: () => Promise<Omit<LazyResult, 'Component'>>;
}

/**
 * A route of the table whose screen loads on first visit: its path, its handle, and the lazy load of its screen,
 * which also names the screen's file for the build (`modules`), so both come from one statement.
 */
export function screenRoute(modules: LazyModules, route: ScreenRoute): RouteObject {
  const { path, screen, name, with: alongside, ...handle } = route;
  const exportName = name ?? screen.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return {
    path,
    handle: { ...handle, modules: [projectPath(screen), ...(handle.modules ?? [])] } satisfies RouteHandle,
    lazy: async () => {
      const [Component, more] = await Promise.all([
        loadExport<NonNullable<RouteObject['Component']>>(modules, screen, exportName),
        alongside?.(),
      ]);
      return { ...more, Component };
    },
  };
}
