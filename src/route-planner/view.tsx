/**
 * View script of the route planner block and `[immo_route_planner]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../host/render-frontend';
import { RoutePlannerApp } from './app';
import type { RoutePlannerConfig } from './types';
import '../components/theme/style.scss';
import './style.scss';

renderFrontend< RoutePlannerConfig >(
	'.wp-block-immo-wizards-route-planner',
	RoutePlannerApp
);
