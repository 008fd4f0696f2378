import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths } from '../../domain/access/paths.ts';

/**
 * Help, a page of the settings layout, loaded on first visit. What each plan includes is billing's to show, so
 * the route table hands its loader in (features do not import each other), and both load together.
 */
export function helpRoutes(loadPlans: () => Promise<ComponentType>): RouteObject[] {
  return [
    {
      path: paths.settingsHelp,
      handle: { access: routeRules.settingsPage },
      lazy: async () => {
        const [{ HelpPage }, Plans] = await Promise.all([import('./HelpPage.tsx'), loadPlans()]);
        return { Component: () => createElement(HelpPage, { plans: createElement(Plans) }) };
      },
    },
  ];
}
