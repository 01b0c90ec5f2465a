/**
 * The editor frame of the wizard blocks (lead, saved search): the real wizard as preview, and in
 * the sidebar the wizard's own settings around the ones every wizard has (default marketing
 * type, step header, submit URL).
 */
/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MarketingType } from '../../api/types';
import {
	AttributeSelect,
	registerScreenBlock,
	ShowStepsControl,
	SubmitUrlControl,
	type ScreenEditProps,
} from '../../host/register-screen-block';

/** The attributes every wizard block has. */
export interface WizardAttributes extends Record< string, unknown > {
	marketingType: MarketingType;
	showSteps: boolean;
	submitUrl: string;
}

interface WizardBlock< Attributes extends WizardAttributes > {
	/** Labels of the marketing types in the wizard's words. */
	marketingTypes: Record< MarketingType, string >;
	/** The wizard's own settings before the shared ones. */
	before?: ( props: ScreenEditProps< Attributes > ) => ReactNode;
	/** The wizard's own settings after the step header switch. */
	after?: ( props: ScreenEditProps< Attributes > ) => ReactNode;
	Preview: ComponentType< ScreenEditProps< Attributes > >;
}

/**
 * Registers a wizard block.
 *
 * @param metadata The block.json.
 * @param block    The wizard's settings and preview.
 */
export function registerWizardBlock< Attributes extends WizardAttributes >(
	metadata: Parameters< typeof registerScreenBlock >[ 0 ],
	block: WizardBlock< Attributes >
): void {
	const { marketingTypes, before, after, Preview } = block;
	function Controls( props: ScreenEditProps< Attributes > ) {
		const { attributes } = props;
		// The shared attributes of this wizard's attributes.
		const shared = props as unknown as ScreenEditProps< WizardAttributes >;
		return (
			<>
				{ before?.( props ) }
				<AttributeSelect
					label={ __( 'Default marketing type', 'immo-wizards' ) }
					name="marketingType"
					options={ [
						{ value: 'buy', label: marketingTypes.buy },
						{ value: 'rent', label: marketingTypes.rent },
					] }
					{ ...shared }
				/>
				<ShowStepsControl
					checked={ attributes.showSteps }
					onChange={ ( showSteps ) =>
						shared.setAttributes( { showSteps } )
					}
				/>
				{ after?.( props ) }
				<SubmitUrlControl
					wizard
					value={ attributes.submitUrl }
					onChange={ ( submitUrl ) =>
						shared.setAttributes( { submitUrl } )
					}
				/>
			</>
		);
	}
	registerScreenBlock< Attributes >( metadata, {
		panel: __( 'Wizard', 'immo-wizards' ),
		Controls,
		Preview,
	} );
}
