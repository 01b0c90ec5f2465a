/**
 * Editor script of the contact form block: the server-rendered first step as preview (serverPreview), settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/contact-form/block.json';
import {
	registerScreenBlock,
	SubmitUrlControl,
	serverPreview,
} from '../../host/register-screen-block';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	defaultMessage: string;
	submitUrl: string;
};

registerScreenBlock< Attributes >( metadata, {
	panel: __( 'Contact form', 'immo-wizards' ),
	Controls: ( { attributes, setAttributes } ) => (
		<>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Default message', 'immo-wizards' ) }
				help={ __( 'Prefills the message field.', 'immo-wizards' ) }
				value={ attributes.defaultMessage }
				onChange={ ( defaultMessage: string ) =>
					setAttributes( { defaultMessage } )
				}
			/>
			<SubmitUrlControl
				value={ attributes.submitUrl }
				onChange={ ( submitUrl ) => setAttributes( { submitUrl } ) }
			/>
		</>
	),
	Preview: serverPreview( metadata.name ),
} );
