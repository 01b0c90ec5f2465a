/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ScreenProviders } from '../../host/screen-providers';
import { normaliseConfig } from './config';
import {
	SavedSearchWizard,
	type SavedSearchWizardProps,
} from './saved-search-wizard';
import type { SavedSearchWizardConfig } from './types';

export type { SavedSearchWizardFooter } from './saved-search-wizard';

export interface SavedSearchWizardAppProps extends Omit<
	SavedSearchWizardProps,
	'config'
> {
	config: Partial< SavedSearchWizardConfig >;
}

/**
 * The saved-search wizard as mounted on a page (block, shortcode) or embedded
 * by the portal (`embedded`, `savedSearch`, `renderFooter`).
 *
 * @param props Config from the page plus the optional embedding props.
 */
export function SavedSearchWizardApp( props: SavedSearchWizardAppProps ) {
	const { config, ...embedding } = props;
	const settings = useMemo( () => normaliseConfig( config ), [ config ] );
	return (
		<ScreenProviders settings={ settings }>
			<SavedSearchWizard config={ settings } { ...embedding } />
		</ScreenProviders>
	);
}

export default SavedSearchWizardApp;
