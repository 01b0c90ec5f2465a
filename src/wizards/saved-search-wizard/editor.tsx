/**
 * Editor script of the saved-search wizard block: the real wizard as preview, settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/saved-search-wizard/block.json';
import {
	AttributeSelect,
	previewConfig,
	registerScreenBlock,
	ShowStepsControl,
	SubmitUrlControl,
	type ScreenEditProps,
} from '../../host/register-screen-block';
import { SavedSearchWizardApp } from './app';
import { parseRegionIds } from './config';
import type { SavedSearchWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = Pick<
	SavedSearchWizardConfig,
	'showSteps' | 'marketingType'
> & { preselectedRegions: string; submitUrl: string };

function Controls( props: ScreenEditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	return (
		<>
			<AttributeSelect
				label={ __( 'Default marketing type', 'immo-wizards' ) }
				name="marketingType"
				options={ [
					{ value: 'buy', label: __( 'Buy', 'immo-wizards' ) },
					{ value: 'rent', label: __( 'Rent', 'immo-wizards' ) },
				] }
				{ ...props }
			/>
			<ShowStepsControl
				checked={ attributes.showSteps }
				onChange={ ( showSteps ) => setAttributes( { showSteps } ) }
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
			<SubmitUrlControl
				wizard
				value={ attributes.submitUrl }
				onChange={ ( submitUrl ) => setAttributes( { submitUrl } ) }
			/>
		</>
	);
}

registerScreenBlock< Attributes >( metadata, {
	panel: __( 'Wizard', 'immo-wizards' ),
	Controls,
	Preview: ( { attributes } ) => (
		<SavedSearchWizardApp
			config={ previewConfig< SavedSearchWizardConfig >(
				'saved-search-wizard',
				{
					...attributes,
					preselectedRegions: parseRegionIds(
						attributes.preselectedRegions
					),
				}
			) }
		/>
	),
} );
