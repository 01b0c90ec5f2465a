/**
 * Editor script of the exposé inquiry block: the real form as preview, settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/expose-inquiry/block.json';
import { editorConfig } from '../../host/editor-config';
import { ExposeInquiryApp } from './app';
import type { ExposeInquiryConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	/** 0: from the query string. */
	objectId: number;
	customObjectId: string;
	submitUrl: string;
};

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

/** Stands in for the property of the query string, so the preview shows the form. */
const PREVIEW_OBJECT_ID = 1;

function Edit( { attributes, setAttributes }: EditProps ) {
	const base = editorConfig< ExposeInquiryConfig >( 'expose-inquiry' );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Inquiry', 'immo-wizards' ) }>
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
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Submit URL (optional)', 'immo-wizards' ) }
						help={ __(
							'Overrides where the form sends its request.',
							'immo-wizards'
						) }
						value={ attributes.submitUrl }
						onChange={ ( submitUrl: string ) =>
							setAttributes( { submitUrl } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<Disabled>
					<ExposeInquiryApp
						config={ {
							...base,
							objectId: attributes.objectId || PREVIEW_OBJECT_ID,
							customObjectId: attributes.customObjectId || null,
							submitUrl: undefined,
							consent: { required: false },
						} }
					/>
				</Disabled>
			</div>
		</>
	);
}

registerBlockType( metadata.name, {
	...( metadata as unknown as BlockConfiguration< Attributes > ),
	edit: Edit,
	save: () => null,
} );
