/**
 * Internal dependencies
 */
import type { SharedConfig } from '../host/shared-config';

/** The agency office: the destination of every route (plugin settings). */
export interface Office {
	name: string;
	street: string;
	number: string;
	zip: string;
	city: string;
	lat: number;
	lng: number;
}

/** Config of the route planner block (PHP: `ImmoWizards\Blocks\Route_Planner_Config`). */
export interface RoutePlannerConfig extends SharedConfig {
	office: Office;
	/** Whether a routing service is configured; without one there is no route search. */
	routing: { enabled: boolean };
}
