/**
 * Editor script of the exposé inquiry block: the server-rendered first step as preview (serverPreview), settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/expose-inquiry/block.json';
import {
	registerScreenBlock,
	SubmitUrlControl,
	serverPreview,
} from '../../host/register-screen-block';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	/** 0: from the query string. */
	objectId: number;
	customObjectId: string;
	submitUrl: string;
};

/** Stands in for the property of the query string, so the preview shows the form. */
const PREVIEW_OBJECT_ID = 1;

registerScreenBlock< Attributes >( metadata, {
	panel: __( 'Inquiry', 'immo-wizards' ),
	Controls: ( { attributes, setAttributes } ) => (
		<>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Object ID', 'immo-wizards' ) }
				help={ __(
					'0: taken from the page address (?objectId=…).',
					'immo-wizards'
				) }
				value={ String( attributes.objectId || 0 ) }
				onChange={ ( value: string ) => {
					const objectId = parseInt( value, 10 );
					setAttributes( {
						objectId:
							Number.isInteger( objectId ) && objectId > 0
								? objectId
								: 0,
					} );
				} }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Custom object ID', 'immo-wizards' ) }
				help={ __(
					'Empty: taken from the page address (?customObjectId=…).',
					'immo-wizards'
				) }
				value={ attributes.customObjectId }
				onChange={ ( customObjectId: string ) =>
					setAttributes( { customObjectId } )
				}
			/>
			<SubmitUrlControl
				value={ attributes.submitUrl }
				onChange={ ( submitUrl ) => setAttributes( { submitUrl } ) }
			/>
		</>
	),
	Preview: serverPreview< Attributes >( metadata.name, ( attributes ) => ( {
		...attributes,
		objectId: attributes.objectId || PREVIEW_OBJECT_ID,
	} ) ),
} );
