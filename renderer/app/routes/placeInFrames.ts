import type { NonIndexRouteObject, RouteObject } from 'react-router';
import type { FrameName } from '../frames/frameNames.ts';
import { handleOf } from './handle.ts';

/** Routes placed in the table: beneath the auth frame's layout route, and beneath the root. */
export interface PlacedRoutes {
  authFrame: RouteObject[];
  root: RouteObject[];
}

/** The layout route of each frame but the auth frame (a route of the table itself, so always there). */
export type FrameLayouts = Partial<Record<Exclude<FrameName, 'auth'>, NonIndexRouteObject>>;

/**
 * Puts each route in the frame its handle names: beneath the auth frame, beneath the layout route of another frame
 * (placed beneath the root with its routes), or beneath the root when it names none.
 */
export function placeInFrames(routes: RouteObject[], layouts: FrameLayouts = {}): PlacedRoutes {
  const placed: PlacedRoutes = { authFrame: [], root: [] };
  const framed = new Map<NonIndexRouteObject, RouteObject[]>();
  for (const route of routes) {
    const { frame } = handleOf(route);
    if (!frame) placed.root.push(route);
    else if (frame === 'auth') placed.authFrame.push(route);
    else {
      const layout = layouts[frame];
      if (!layout)
        throw new Error(`${route.path} renders in the ${frame} frame, which has no layout route here`);
      framed.set(layout, [...(framed.get(layout) ?? []), route]);
    }
  }
  for (const [layout, children] of framed) placed.root.push({ ...layout, children });
  return placed;
}
