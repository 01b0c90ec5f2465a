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
	previewConfig,
	type ScreenEditProps,
} from '../../host/register-screen-block';
import { registerWizardBlock } from '../shared/wizard-block';
import { SavedSearchWizardApp } from './app';
import { parseRegionIds } from './config';
import type { SavedSearchWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = Pick<
	SavedSearchWizardConfig,
	'showSteps' | 'marketingType'
> & { preselectedRegions: string; submitUrl: string };

function RegionsControl( {
	attributes,
	setAttributes,
}: ScreenEditProps< Attributes > ) {
	return (
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
	);
}

registerWizardBlock< Attributes >( metadata, {
	marketingTypes: {
		buy: __( 'Buy', 'immo-wizards' ),
		rent: __( 'Rent', 'immo-wizards' ),
	},
	after: ( props ) => <RegionsControl { ...props } />,
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
