/**
 * The customer portal (spec §2 "Portal"): login by e-mail link, Anfragen, Suchprofile, Mein Konto.
 */
/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ScreenProviders } from '../host/screen-providers';
import { BLOCK } from './block';
import {
	normalisePortalConfig,
	type PortalConfig,
	type PortalConfigInput,
} from './config';
import { Portal } from './portal';

export type { PortalConfig, PortalConfigInput };

export interface PortalAppProps {
	config: PortalConfigInput;
	/** The key of the e-mail link, taken from the URL before anything else ran. */
	linkKey: string | null;
}

export function PortalApp( { config, linkKey }: PortalAppProps ) {
	const settings = useMemo(
		() => normalisePortalConfig( config ),
		[ config ]
	);
	return (
		<ScreenProviders settings={ settings }>
			<div className={ `${ BLOCK }__screen` }>
				<Portal config={ settings } linkKey={ linkKey } />
			</div>
		</ScreenProviders>
	);
}

export default PortalApp;
