/**
 * View script of the newsletter block and `[immo_newsletter]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../../host/render-frontend';
import { NewsletterApp } from './app';
import type { NewsletterConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

renderFrontend< Partial< NewsletterConfig > >(
	'.wp-block-immo-wizards-newsletter',
	NewsletterApp
);
