/**
 * Editor script of the newsletter block: the real form as preview, settings in the sidebar.
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
import metadata from '../../../blocks/newsletter/block.json';
import { editorConfig } from '../../host/editor-config';
import { NewsletterApp } from './app';
import type { NewsletterConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = {
	submitUrl: string;
};

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

function Edit( { attributes, setAttributes }: EditProps ) {
	const base = editorConfig< NewsletterConfig >( 'newsletter' );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Newsletter', 'immo-wizards' ) }>
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
					<NewsletterApp
						config={ {
							...base,
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
