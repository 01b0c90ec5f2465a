/**
 * External dependencies
 */
import type { Control } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { InquiryWish } from '../../api/inquiries';
import { Checkbox } from '../../components/checkbox';
import { RadioGroup } from '../../components/radio-group';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { MESSAGE_MAX_LENGTH } from '../shared/request-form';
import { COMPANY_MAX_LENGTH, WISHES } from './inquiry';
import type { ExposeInquiryFormValues } from './types';

const FORM = 'immo-wizards-request-form';

function wishLabel( wish: InquiryWish ): string {
	switch ( wish ) {
		case 'besichtigung':
			return _x( 'Viewing', 'inquiry form', 'immo-wizards' );
		case 'anruf':
			return _x( 'Call back', 'inquiry form', 'immo-wizards' );
		case 'detail':
			return _x( 'Further details', 'inquiry form', 'immo-wizards' );
	}
}

/**
 * The inquiry's own fields: message, wishes, preferred contact method and company.
 *
 * @param props         Props.
 * @param props.control The form's control.
 */
export function InquiryFields( {
	control,
}: {
	control: Control< ExposeInquiryFormValues >;
} ) {
	return (
		<div className={ `${ FORM }__own-fields` }>
			<Textarea
				control={ control }
				name="message"
				label={ __( 'Message', 'immo-wizards' ) }
				rows={ 3 }
				maxLength={ MESSAGE_MAX_LENGTH }
			/>
			<fieldset className={ `${ FORM }__group` }>
				<legend>
					{ _x( 'I would like', 'inquiry form', 'immo-wizards' ) }
				</legend>
				<div className={ `${ FORM }__group-options` }>
					{ WISHES.map( ( wish ) => (
						<Checkbox
							key={ wish }
							control={ control }
							name={ `wish.${ wish }` }
							label={ wishLabel( wish ) }
						/>
					) ) }
				</div>
			</fieldset>
			<RadioGroup
				control={ control }
				name="contactMethod"
				label={ _x(
					'Preferred contact method',
					'inquiry form',
					'immo-wizards'
				) }
				options={ [
					{
						value: 'email',
						label: __( 'E-mail', 'immo-wizards' ),
					},
					{ value: 'phone', label: __( 'Phone', 'immo-wizards' ) },
					{ value: 'letter', label: __( 'Letter', 'immo-wizards' ) },
				] }
			/>
			<TextInput
				control={ control }
				name="company"
				label={ __( 'Company', 'immo-wizards' ) }
				autoComplete="organization"
				maxLength={ COMPANY_MAX_LENGTH }
			/>
		</div>
	);
}
