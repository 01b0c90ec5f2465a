/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CookieBanner } from '../../components/cookie-banner';
import { LoadingProvider } from '../../components/loading';
import { OutdatedBrowser } from '../../components/outdated-browser';
import { SnackbarProvider } from '../../components/snackbar';
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
		<SnackbarProvider>
			<LoadingProvider>
				<OutdatedBrowser />
				<SavedSearchWizard config={ settings } { ...embedding } />
				<CookieBanner
					required={ settings.consent.required }
					privacyUrl={ settings.privacyUrl }
				/>
			</LoadingProvider>
		</SnackbarProvider>
	);
}

export default SavedSearchWizardApp;
