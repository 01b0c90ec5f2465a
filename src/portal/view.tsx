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
if ( linkKey ) {
	// The server printed the login form, not knowing the key in the fragment: the portal starts
	// with the link instead and renders anew rather than taking over that markup.
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-immo-wizards-portal[data-immo-wizards-ssr]'
		)
		.forEach( ( element ) => {
			delete element.dataset.immoWizardsSsr;
		} );
}

// A link opened in a tab already showing the portal changes only the fragment (no new page load):
// load the page again, so its key is taken as on any other visit.
window.addEventListener( 'hashchange', () => {
	if ( /(?:^#|&)k=/.test( window.location.hash ) ) {
		window.location.reload();
	}
} );

renderFrontend< PortalConfigInput >(
	'.wp-block-immo-wizards-portal',
	( { config } ) => <PortalApp config={ config } linkKey={ linkKey } />
);
