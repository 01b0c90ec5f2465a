/**
 * View script of the contact form block and `[immo_contact_form]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../../host/render-frontend';
import { ContactFormApp } from './app';
import type { ContactFormConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

renderFrontend< Partial< ContactFormConfig > >(
	'.wp-block-immo-wizards-contact-form',
	ContactFormApp
);
