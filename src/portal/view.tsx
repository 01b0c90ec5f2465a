/**
 * View script of the customer portal block and `[immo_portal]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../host/render-frontend';
import { PortalApp, type PortalConfigInput } from './app';
import { takeKeyFromUrl } from './key-from-url';
import '../components/theme/style.scss';
import './style.scss';

// First of all: the key leaves the address bar (and with it later referrers, history and
// screenshots) before anything else runs.
const linkKey = takeKeyFromUrl();

renderFrontend< PortalConfigInput >(
	'.wp-block-immo-wizards-portal',
	( { config } ) => <PortalApp config={ config } linkKey={ linkKey } />
);
