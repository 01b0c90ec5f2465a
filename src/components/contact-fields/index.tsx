/**
 * External dependencies
 */
import type { Control, FieldPath } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { createInterpolateElement } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Checkbox } from '../checkbox';
import { SelectInput } from '../select-input';
import { TextInput } from '../text-input';
import type { ContactFormValues, NewsletterOption } from './values';
import './style.scss';

export * from './values';

export interface ContactFieldsProps<
	T extends ContactFormValues,
	TTransformed = T,
> {
	/** Control of a form whose values include the contact fields (see defaultContact). */
	control: Control< T, unknown, TTransformed >;
	privacyUrl: string;
	newsletter?: NewsletterOption;
	/** Marks street, house number, postcode and city as required. */
	requireAddress?: boolean;
}

/**
 * The contact fields and consent checkboxes shared by every wizard and the portal.
 * Validation comes from createContactSchema() with the same options.
 *
 * @param props The props.
 */
export function ContactFields< T extends ContactFormValues, TTransformed = T >(
	props: ContactFieldsProps< T, TTransformed >
) {
	const { control, privacyUrl, newsletter, requireAddress = false } = props;
	const name = ( key: keyof ContactFormValues ) => key as FieldPath< T >;
	const common = { control };

	return (
		<div className="immo-wizards-contact-form">
			<SelectInput
				{ ...common }
				name={ name( 'salutation' ) }
				label={ __( 'Salutation', 'immo-wizards' ) }
				className="immo-wizards-contact-form__salutation"
				clearable
				options={ [
					{ value: 'Frau', label: __( 'Ms', 'immo-wizards' ) },
					{ value: 'Herr', label: __( 'Mr', 'immo-wizards' ) },
				] }
			/>
			<div className="immo-wizards-contact-form__row">
				<TextInput
					{ ...common }
					name={ name( 'firstname' ) }
					label={ __( 'First name', 'immo-wizards' ) }
					autoComplete="given-name"
					maxLength={ 100 }
					required
				/>
				<TextInput
					{ ...common }
					name={ name( 'lastname' ) }
					label={ __( 'Last name', 'immo-wizards' ) }
					autoComplete="family-name"
					maxLength={ 100 }
					required
				/>
			</div>
			<div className="immo-wizards-contact-form__row">
				<TextInput
					{ ...common }
					name={ name( 'phone' ) }
					label={ __( 'Phone', 'immo-wizards' ) }
					type="tel"
					autoComplete="tel"
					maxLength={ 40 }
				/>
				<TextInput
					{ ...common }
					name={ name( 'email' ) }
					label={ __( 'E-mail', 'immo-wizards' ) }
					type="email"
					autoComplete="email"
					maxLength={ 254 }
					required
				/>
			</div>
			<div className="immo-wizards-contact-form__row immo-wizards-contact-form__row--street">
				<TextInput
					{ ...common }
					name={ name( 'street' ) }
					label={ __( 'Street', 'immo-wizards' ) }
					autoComplete="address-line1"
					maxLength={ 100 }
					required={ requireAddress }
				/>
				<TextInput
					{ ...common }
					name={ name( 'number' ) }
					label={ __( 'House no.', 'immo-wizards' ) }
					maxLength={ 20 }
					required={ requireAddress }
				/>
			</div>
			<div className="immo-wizards-contact-form__row immo-wizards-contact-form__row--city">
				<TextInput
					{ ...common }
					name={ name( 'zip' ) }
					label={ __( 'Postcode', 'immo-wizards' ) }
					autoComplete="postal-code"
					maxLength={ 10 }
					required={ requireAddress }
				/>
				<TextInput
					{ ...common }
					name={ name( 'city' ) }
					label={ _x( 'City', 'contact address', 'immo-wizards' ) }
					autoComplete="address-level2"
					maxLength={ 100 }
					required={ requireAddress }
				/>
			</div>
			<Checkbox
				{ ...common }
				name={ name( 'dataPrivacy' ) }
				required
				label={
					// Without a privacy policy the sentence pointing to it is left out, not left dead.
					privacyUrl
						? createInterpolateElement(
								__(
									'I agree that my details are collected and stored electronically to process my request. I can revoke this consent at any time with effect for the future. More information is in the <a>privacy policy</a>.',
									'immo-wizards'
								),
								{
									a: (
										// eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the translation
										<a
											href={ privacyUrl }
											target="_blank"
											rel="noopener noreferrer"
										/>
									),
								}
							)
						: __(
								'I agree that my details are collected and stored electronically to process my request. I can revoke this consent at any time with effect for the future.',
								'immo-wizards'
							)
				}
			/>
			<Checkbox
				{ ...common }
				name={ name( 'acceptContact' ) }
				required
				label={ __(
					'I agree to be contacted by phone, letter or e-mail about my request.',
					'immo-wizards'
				) }
			/>
			{ newsletter?.enabled && (
				<Checkbox
					{ ...common }
					name={ name( 'newsletter' ) }
					required={ newsletter.required }
					label={ __(
						'I would like to receive the newsletter by e-mail. I can unsubscribe at any time.',
						'immo-wizards'
					) }
				/>
			) }
		</div>
	);
}

export default ContactFields;
