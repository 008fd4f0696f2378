import type { RouteObject } from 'react-router';
import type { FrameName } from '../renderer/app/frames/frameNames.ts';
import { handleOf, type ScreenOutline, titleOf } from '../renderer/app/routes/handle.ts';
import { signedInRoutes } from '../renderer/app/routes/signedInRoutes.tsx';
import { appRoutes } from '../renderer/app/routes/table.tsx';

/** A public route painted whole before the script (SPEC §2): every public screen a first visit can land on. */
export interface PrerenderedPage {
  path: string;
  /** The address rendered, when it needs a query to show what a first visit sees. */
  render?: string;
  /** Query parameters that change what the screen shows: with one of them the browser renders anew. */
  varies?: readonly string[];
  /** The page title's subtitle at the address rendered. */
  title?: string;
  /** The files the route loads, whose chunks' styles and scripts the page links. */
  modules: readonly string[];
}

/**
 * A logged-in route (SPEC §2), which needs the owner's session: it paints its frame's outline with the styles of
 * its frame and screen, and asks for their scripts once painted, as the public pages do (web/startAfterPaint.ts).
 * The app does not hydrate a frame: once the route is in, it renders the screen in its place (bootstrap.tsx), or
 * sends a signed-out visitor to /signin.
 */
export interface FramePage {
  path: string;
  frame: FrameName;
  outline?: ScreenOutline;
  modules: readonly string[];
}

interface Leaf {
  route: RouteObject;
  /** What the route and the layout routes around it load. */
  modules: readonly string[];
}

/** The routes of a table with a path, each with the modules of the layout routes around it (all paths are absolute). */
function leavesOf(table: RouteObject[], around: readonly string[] = []): Leaf[] {
  return table.flatMap((route) => {
    const modules = [...around, ...(handleOf(route).modules ?? [])];
    return [...(route.path ? [{ route, modules }] : []), ...leavesOf(route.children ?? [], modules)];
  });
}

/** The public routes whose handle asks the build to paint them (`prerender`). */
export function prerenderedPages(): PrerenderedPage[] {
  const passThrough = () => undefined;
  return leavesOf(appRoutes(passThrough)).flatMap(({ route, modules }) => {
    const handle = handleOf(route);
    if (!handle.prerender || !route.path) return [];
    const { render, varies } = handle.prerender;
    return [
      {
        path: route.path,
        render,
        varies,
        title: titleOf(handle, render ? new URL(render, 'http://localhost').search : ''),
        modules,
      },
    ];
  });
}

/** Every signed-in route with a screen in a frame: its page paints the frame until the app is in. */
export function framePages(): FramePage[] {
  return leavesOf([...signedInRoutes.authFrame, ...signedInRoutes.root]).flatMap(({ route, modules }) => {
    const { frame, outline } = handleOf(route);
    return route.path && frame && modules.length ? [{ path: route.path, frame, outline, modules }] : [];
  });
}
