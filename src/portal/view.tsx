/**
 * View script of the customer portal block and `[immo_portal]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../host/render-frontend';
import { PortalApp, type PortalConfig } from './app';
import '../components/theme/style.scss';
import './style.scss';

renderFrontend< PortalConfig >( '.wp-block-immo-wizards-portal', PortalApp );
