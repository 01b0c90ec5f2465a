/**
 * Editor script of the newsletter block: the real form as preview, settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/newsletter/block.json';
import {
	previewConfig,
	registerScreenBlock,
	SubmitUrlControl,
} from '../../host/register-screen-block';
import { NewsletterApp } from './app';
import type { NewsletterConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	submitUrl: string;
};

registerScreenBlock< Attributes >( metadata, {
	panel: __( 'Newsletter', 'immo-wizards' ),
	Controls: ( { attributes, setAttributes } ) => (
		<SubmitUrlControl
			value={ attributes.submitUrl }
			onChange={ ( submitUrl ) => setAttributes( { submitUrl } ) }
		/>
	),
	Preview: () => (
		<NewsletterApp
			config={ previewConfig< NewsletterConfig >( 'newsletter' ) }
		/>
	),
} );
