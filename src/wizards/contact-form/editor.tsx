/**
 * Editor script of the contact form block: the real form as preview, settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/contact-form/block.json';
import { editorConfig } from '../../host/editor-config';
import { ContactFormApp } from './app';
import type { ContactFormConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	defaultMessage: string;
	submitUrl: string;
};

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

function Edit( { attributes, setAttributes }: EditProps ) {
	const base = editorConfig< ContactFormConfig >( 'contact-form' );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Contact form', 'immo-wizards' ) }>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Default message', 'immo-wizards' ) }
						help={ __(
							'Prefills the message field.',
							'immo-wizards'
						) }
						value={ attributes.defaultMessage }
						onChange={ ( defaultMessage: string ) =>
							setAttributes( { defaultMessage } )
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
					<ContactFormApp
						config={ {
							...base,
							defaultMessage: attributes.defaultMessage,
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
