/**
 * Editor script of the newsletter block: the server-rendered first step as preview (serverPreview), settings in the sidebar.
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
	registerScreenBlock,
	SubmitUrlControl,
	serverPreview,
} from '../../host/register-screen-block';
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
	Preview: serverPreview( metadata.name ),
} );
