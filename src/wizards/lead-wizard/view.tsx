/**
 * View script of the owner lead wizard block and `[immo_lead_wizard]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../../host/render-frontend';
import { LeadWizardApp } from './app';
import { normaliseConfig } from './config';
import { preloadFirstStep } from './lead-wizard';
import type { LeadWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

renderFrontend< LeadWizardConfig >(
	'.wp-block-immo-wizards-lead-wizard',
	LeadWizardApp,
	( config ) => preloadFirstStep( normaliseConfig( config ) )
);
