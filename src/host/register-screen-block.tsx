/**
 * What every screen's editor script shares: the block registration (rendered by PHP, so nothing is
 * saved), the settings panel in the sidebar and a preview, disabled (the forms: their server-rendered first step).
 */
/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { canSetSubmitUrl, editorConfig } from './editor-config';

export interface ScreenEditProps< Attributes > {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

export interface ScreenBlock< Attributes > {
	/** Title of the sidebar panel; with `Controls` only. */
	panel?: string;
	/** The settings in the sidebar panel. */
	Controls?: ComponentType< ScreenEditProps< Attributes > >;
	/** What the editor shows in place of the block. */
	Preview: ComponentType< ScreenEditProps< Attributes > >;
	/** false: the preview is shown as is (e.g. a placeholder), not wrapped in `Disabled`. */
	disabled?: boolean;
}

/** The part of a block.json the registration reads itself. */
interface BlockJson {
	name: string;
}

/**
 * Registers the block described by `metadata` (its block.json).
 *
 * @param metadata The block.json of the block.
 * @param block    Its sidebar controls and preview.
 */
export function registerScreenBlock<
	Attributes extends Record< string, unknown >,
>( metadata: BlockJson, block: ScreenBlock< Attributes > ): void {
	const { panel, Controls, Preview, disabled = true } = block;
	function Edit( props: ScreenEditProps< Attributes > ) {
		const blockProps = useBlockProps();
		return (
			<>
				{ Controls && (
					<InspectorControls>
						<PanelBody title={ panel }>
							<Controls { ...props } />
						</PanelBody>
					</InspectorControls>
				) }
				<div { ...blockProps }>
					{ disabled ? (
						<Disabled>
							<Preview { ...props } />
						</Disabled>
					) : (
						<Preview { ...props } />
					) }
				</div>
			</>
		);
	}
	registerBlockType( metadata.name, {
		...( metadata as unknown as BlockConfiguration< Attributes > ),
		edit: Edit,
		save: () => null,
	} );
}

/**
 * The preview of a form: its first step as the server renders it for the page (the markup visitors
 * see before the script starts), in the editor's language and with the block's attributes. The
 * editor script stays small: the screen's app is not bundled a second time beside its view script.
 *
 * @param name   The block's name.
 * @param adjust What the preview renders in place of the attributes (e.g. a stand-in property).
 */
export function serverPreview< Attributes extends Record< string, unknown > >(
	name: string,
	adjust: ( attributes: Attributes ) => Attributes = ( attributes ) =>
		attributes
): ComponentType< ScreenEditProps< Attributes > > {
	return function ServerPreview( { attributes } ) {
		return (
			<ServerSideRender
				block={ name }
				attributes={ adjust( attributes ) }
			/>
		);
	};
}

/**
 * The optional submit URL every request screen offers, to users who may set one.
 *
 * @param props          Props.
 * @param props.value    The attribute.
 * @param props.onChange Sets the attribute.
 * @param props.wizard   The help text speaks of the wizard instead of the form.
 */
export function SubmitUrlControl( {
	value,
	onChange,
	wizard = false,
}: {
	value: string;
	onChange: ( submitUrl: string ) => void;
	wizard?: boolean;
} ) {
	if ( ! canSetSubmitUrl() ) {
		return null;
	}
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ __( 'Submit URL (optional)', 'immo-wizards' ) }
			help={
				<>
					{ wizard
						? __(
								'Overrides where the wizard sends its request.',
								'immo-wizards'
							)
						: __(
								'Overrides where the form sends its request.',
								'immo-wizards'
							) }{ ' ' }
					{ __(
						'Allowed: a wizard route of this plugin (e.g. immo-wizards/v1/wizard/contact) or an endpoint listed under Immo Wizards → Settings.',
						'immo-wizards'
					) }
				</>
			}
			value={ value }
			onChange={ onChange }
		/>
	);
}

/**
 * The "Show steps" switch of the wizards.
 *
 * @param props          Props.
 * @param props.checked  The attribute.
 * @param props.onChange Sets the attribute.
 */
export function ShowStepsControl( {
	checked,
	onChange,
}: {
	checked: boolean;
	onChange: ( showSteps: boolean ) => void;
} ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Show steps', 'immo-wizards' ) }
			checked={ checked }
			onChange={ onChange }
		/>
	);
}

/**
 * A select control for one string attribute whose values are a fixed set.
 *
 * @param props               Props.
 * @param props.label         Label.
 * @param props.name          The attribute.
 * @param props.options       Values and their labels.
 * @param props.attributes    Block attributes.
 * @param props.setAttributes Sets attributes.
 */
export function AttributeSelect<
	Attributes,
	Name extends keyof Attributes & string,
>( {
	label,
	name,
	options,
	attributes,
	setAttributes,
}: ScreenEditProps< Attributes > & {
	label: string;
	name: Name;
	options: { value: Attributes[ Name ] & string; label: string }[];
} ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			value={ attributes[ name ] as Attributes[ Name ] & string }
			options={ options }
			onChange={ ( value: string ) =>
				setAttributes( {
					[ name ]: value,
				} as unknown as Partial< Attributes > )
			}
		/>
	);
}

/**
 * The preview config of a screen: its editor config with `overrides`, sending nowhere and without
 * the consent dialogue (consent is the visitor's matter, not the editor's).
 *
 * @param screen    Screen slug, e.g. `lead-wizard`.
 * @param overrides Settings from the block's attributes.
 */
export function previewConfig< Config >(
	screen: string,
	overrides: Partial< Config > = {}
): Partial< Config > {
	return {
		...editorConfig< Config >( screen ),
		...overrides,
		submitUrl: undefined,
		consent: { required: false },
	};
}
