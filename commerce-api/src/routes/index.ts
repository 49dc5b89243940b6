import type { Route } from '../http/router';
import { analyticsRoutes } from './analytics';
import { catalogRoutes } from './catalog';
import { configRoutes } from './config';
import { imageRoutes } from './images';
import { supplierRoutes } from './suppliers';
import { systemRoutes } from './system';

/** The route registry. A new spec call = one entry in a feature file listed here. */
export const ROUTES: Route[] = [];
ROUTES.push(...systemRoutes(() => ROUTES), ...supplierRoutes, ...configRoutes, ...catalogRoutes, ...imageRoutes, ...analyticsRoutes);
