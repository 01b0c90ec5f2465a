/**
 * Editor script of the saved-search wizard block: the server-rendered first step as preview (serverPreview), settings in the sidebar.
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
	type ScreenEditProps,
	serverPreview,
} from '../../host/register-screen-block';
import { registerWizardBlock } from '../shared/wizard-block';
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
	Preview: serverPreview( metadata.name ),
} );
