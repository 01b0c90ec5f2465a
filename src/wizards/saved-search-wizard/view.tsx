/**
 * View script of the saved-search wizard block and `[immo_saved_search_wizard]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../../host/render-frontend';
import { SavedSearchWizardApp } from './app';
import type { SavedSearchWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

renderFrontend< SavedSearchWizardConfig >(
	'.wp-block-immo-wizards-saved-search-wizard',
	SavedSearchWizardApp
);
