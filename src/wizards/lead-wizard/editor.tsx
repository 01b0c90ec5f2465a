/**
 * Editor script of the owner lead wizard block: the server-rendered first step as preview (serverPreview), settings in the sidebar.
 */
/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/lead-wizard/block.json';
import {
	AttributeSelect,
	type ScreenEditProps,
	serverPreview,
} from '../../host/register-screen-block';
import { registerWizardBlock } from '../shared/wizard-block';
import type { LeadWizardConfig } from './types';
import '../../components/theme/style.scss';
import './style.scss';

type Attributes = Pick<
	LeadWizardConfig,
	'mode' | 'stepOrder' | 'showSteps' | 'contactForm' | 'marketingType'
> & { submitUrl: string };

function ModeControls( props: ScreenEditProps< Attributes > ) {
	return (
		<>
			<AttributeSelect
				label={ __( 'Mode', 'immo-wizards' ) }
				name="mode"
				options={ [
					{
						value: 'owner',
						label: __( 'Owners: sell or let', 'immo-wizards' ),
					},
					{
						value: 'seeker',
						label: __( 'Seekers: buy or rent', 'immo-wizards' ),
					},
				] }
				{ ...props }
			/>
			<AttributeSelect
				label={ __( 'Step order', 'immo-wizards' ) }
				name="stepOrder"
				options={ [
					{
						value: 'category-first',
						label: __( 'Category first', 'immo-wizards' ),
					},
					{
						value: 'address-first',
						label: __( 'Address first', 'immo-wizards' ),
					},
				] }
				{ ...props }
			/>
		</>
	);
}

function ContactFormControl( {
	attributes,
	setAttributes,
}: ScreenEditProps< Attributes > ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Contact form', 'immo-wizards' ) }
			help={
				attributes.contactForm
					? undefined
					: __(
							'Without the contact form visitors cannot send the request: switch it off only where another screen embeds the wizard and supplies the contact data.',
							'immo-wizards'
						)
			}
			checked={ attributes.contactForm }
			onChange={ ( contactForm: boolean ) =>
				setAttributes( { contactForm } )
			}
		/>
	);
}

registerWizardBlock< Attributes >( metadata, {
	marketingTypes: {
		buy: __( 'Buy / sell', 'immo-wizards' ),
		rent: __( 'Rent / let', 'immo-wizards' ),
	},
	before: ( props ) => <ModeControls { ...props } />,
	after: ( props ) => <ContactFormControl { ...props } />,
	Preview: serverPreview( metadata.name ),
} );
