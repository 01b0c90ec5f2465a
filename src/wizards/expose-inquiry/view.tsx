/**
 * View script of the exposé inquiry block and `[immo_expose_inquiry]` shortcode.
 */
/**
 * Internal dependencies
 */
import { renderFrontend } from '../../host/render-frontend';
import { ExposeInquiryApp } from './app';
import type { ExposeInquiryConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

renderFrontend< Partial< ExposeInquiryConfig > >(
	'.wp-block-immo-wizards-expose-inquiry',
	ExposeInquiryApp
);
