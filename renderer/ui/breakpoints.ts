/**
 * The app's breakpoints, the one set of design tokens for screen widths, in CSS pixels. Media queries cannot
 * read custom properties, so the stylesheets write these numbers out: `(min-width: 768px)` from a width up,
 * `(max-width: 767px)` below it. breakpoints.test.ts fails on any other width in a stylesheet or in code.
 *
 * - narrow: two choice cards side by side;
 * - phone: up to here a phone held upright (buttons take the full width);
 * - tablet: form rows and imports side by side;
 * - wide: sidebars, plan cards side by side, QR codes beside the codes.
 */
export const breakpoints = { narrow: 360, phone: 480, tablet: 640, wide: 768 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media query for screens from `name` up. */
export const atLeast = (name: Breakpoint) => `(min-width: ${breakpoints[name]}px)`;

/** The media query for screens narrower than `name`. */
export const below = (name: Breakpoint) => `(max-width: ${breakpoints[name] - 1}px)`;
