/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RoutePlannerConfig } from './types';

/**
 * Tells the editor why the preview has no route search: no routing service is configured yet.
 *
 * @param props        Props.
 * @param props.config The screen's config (from the server).
 */
export function RoutingHint( {
	config,
}: {
	config: Partial< RoutePlannerConfig >;
} ) {
	if ( config.routing?.enabled === true ) {
		return null;
	}
	return (
		<Notice status="warning" isDismissible={ false }>
			{ __(
				'Route planning is only active once a routing URL is entered under Immo Wizards → Settings.',
				'immo-wizards'
			) }
		</Notice>
	);
}
