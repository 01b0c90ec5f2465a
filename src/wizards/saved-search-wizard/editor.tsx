/**
 * Editor script of the saved-search wizard block: the real wizard as preview, settings in the sidebar.
 */
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

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/saved-search-wizard/block.json';
import { editorConfig } from '../../host/editor-config';
import { SavedSearchWizardApp } from './app';
import { parseRegionIds } from './config';
import type { SavedSearchWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = Pick<
	SavedSearchWizardConfig,
	'showSteps' | 'marketingType'
> & { preselectedRegions: string; submitUrl: string };

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

function Edit( { attributes, setAttributes }: EditProps ) {
	const base = editorConfig< SavedSearchWizardConfig >(
		'saved-search-wizard'
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Wizard', 'immo-wizards' ) }>
					<SelectControl
						label={ __( 'Default marketing type', 'immo-wizards' ) }
						value={ attributes.marketingType }
						options={ [
							{
								value: 'buy',
								label: __( 'Buy', 'immo-wizards' ),
							},
							{
								value: 'rent',
								label: __( 'Rent', 'immo-wizards' ),
							},
						] }
						onChange={ ( marketingType: string ) =>
							setAttributes( {
								marketingType:
									marketingType as Attributes[ 'marketingType' ],
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show steps', 'immo-wizards' ) }
						checked={ attributes.showSteps }
						onChange={ ( showSteps: boolean ) =>
							setAttributes( { showSteps } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Preselected regions', 'immo-wizards' ) }
						help={ __(
							'Comma-separated region ids, e.g. 1,12. Empty: all regions.',
							'immo-wizards'
						) }
						value={ attributes.preselectedRegions }
						onChange={ ( preselectedRegions: string ) =>
							setAttributes( { preselectedRegions } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Submit URL (optional)', 'immo-wizards' ) }
						help={ __(
							'Overrides where the wizard sends its request.',
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
					<SavedSearchWizardApp
						config={ {
							...base,
							...attributes,
							preselectedRegions: parseRegionIds(
								attributes.preselectedRegions
							),
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
