/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from './errors';
import { pageData } from '../host/page-data';

/** The plugin's wizard submit routes (PHP: `ImmoWizards\Blocks\Submit_Target::WIZARD_ROUTES`). */
const WIZARD_ROUTE =
	/^\/?(immo-wizards\/v1\/wizard\/(?:lead|saved-search|expose-inquiry|contact))$/;

/** Where a wizard submit goes: a wizard route (REST path) or an allowed external endpoint (URL). */
export type SubmitTarget = { path: string } | { url: string };

/**
 * The REST path of a wizard route, or null.
 *
 * @param value A path such as `immo-wizards/v1/wizard/lead`.
 */
function wizardRoute( value: string | undefined ): string | null {
	return value?.match( WIZARD_ROUTE )?.[ 1 ] ?? null;
}

/**
 * Whether a submit URL may override a wizard's route: a wizard route, or an endpoint the server
 * listed as allowed (also what a host page's init config may hand over).
 *
 * @param submitUrl A path or URL.
 */
export function isAllowedSubmitUrl( submitUrl: string ): boolean {
	return (
		wizardRoute( submitUrl ) !== null ||
		!! pageData()?.submitEndpoints.includes( submitUrl )
	);
}

/**
 * Where a wizard sends its request. A submit URL from the config counts only when it names a wizard
 * route or an endpoint the server listed as allowed; anything else (a forged config, another REST
 * route of the site) falls back to the wizard's own route.
 *
 * @param defaultPath The wizard's route, e.g. `immo-wizards/v1/wizard/lead`.
 * @param submitUrl   The override from the config.
 */
export function submitTarget(
	defaultPath: string,
	submitUrl?: string
): SubmitTarget {
	const route = wizardRoute( submitUrl );
	if ( route ) {
		return { path: route };
	}
	if ( submitUrl && isAllowedSubmitUrl( submitUrl ) ) {
		return { url: submitUrl };
	}
	const fallback = wizardRoute( defaultPath );
	if ( ! fallback ) {
		throw new Error( `Not a wizard route: ${ defaultPath }` );
	}
	return { path: fallback };
}

/**
 * The URL of a REST path below the REST root the server printed (requests without a session cannot
 * use api-fetch, whose middlewares add the nonce).
 *
 * @param path E.g. `immo-wizards/v1/wizard/form-token`.
 */
export function restUrl( path: string ): string {
	const root = pageData()?.restRoot;
	if ( ! root ) {
		throw new ApiError(
			'immo_wizards_not_configured',
			__( 'An error has occurred.', 'immo-wizards' )
		);
	}
	const relative = path.replace( /^\//, '' );
	// Plain permalinks: the root is `…/index.php?rest_route=/`, so a query continues with `&`.
	return root.includes( '?' )
		? root + relative.replace( '?', '&' )
		: root + relative;
}
