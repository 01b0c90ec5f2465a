/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ScreenProviders } from '../../host/screen-providers';
import { normaliseConfig } from './config';
import { LeadWizard, type LeadWizardProps } from './lead-wizard';
import type { LeadWizardConfig } from './types';

export type { LeadWizardFooter } from './lead-wizard';

export interface LeadWizardAppProps extends Omit< LeadWizardProps, 'config' > {
	config: Partial< LeadWizardConfig >;
}

/**
 * The owner lead wizard as mounted on a page (block, shortcode) or embedded
 * by another screen through `renderFooter` / `onChange`.
 *
 * @param props Config from the page plus the optional embedding hooks.
 */
export function LeadWizardApp( props: LeadWizardAppProps ) {
	const { config, ...embedding } = props;
	const settings = useMemo( () => normaliseConfig( config ), [ config ] );
	return (
		<ScreenProviders settings={ settings }>
			<LeadWizard config={ settings } { ...embedding } />
		</ScreenProviders>
	);
}

export default LeadWizardApp;
