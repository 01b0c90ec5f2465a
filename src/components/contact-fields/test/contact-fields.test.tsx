/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ContactFields, defaultContact } from '..';
import { createContactSchema } from '../schema';
import type { NewsletterOption } from '..';
import { renderForm } from '../../form/test/utils/render-form';

function setup(
	newsletter?: NewsletterOption,
	requireAddress = false,
	privacyUrl = 'https://example.com/datenschutz'
) {
	const onValid = jest.fn();
	renderForm( {
		schema: createContactSchema( { newsletter, requireAddress } ),
		defaultValues: defaultContact,
		onValid,
		fields: ( control ) => (
			<ContactFields
				control={ control }
				privacyUrl={ privacyUrl }
				newsletter={ newsletter }
				requireAddress={ requireAddress }
			/>
		),
	} );
	return { onValid };
}

const textbox = ( name: string ) => screen.getByRole( 'textbox', { name } );

describe( 'ContactFields', () => {
	it( 'renders the German labels', () => {
		setup();
		for ( const label of [
			'Vorname',
			'Nachname',
			'Telefon',
			'E-Mail',
			'Straße',
			'Haus-Nr.',
			'PLZ',
			'Ort',
		] ) {
			expect( textbox( label ) ).toBeInTheDocument();
		}
		const salutation = screen.getByRole( 'combobox', { name: 'Anrede' } );
		expect( salutation ).toHaveValue( '' );
		expect(
			screen.getByRole( 'option', { name: 'Frau' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Datenschutzerklärung' } )
		).toHaveAttribute( 'href', 'https://example.com/datenschutz' );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 2 );
	} );

	it( 'leaves the reference to the privacy policy out when the site has none', () => {
		setup( undefined, false, '' );
		const consent = screen.getByRole( 'checkbox', {
			name: /^Ich stimme zu, dass meine Angaben/,
		} );
		expect( consent ).toHaveAccessibleName(
			'Ich stimme zu, dass meine Angaben zur Bearbeitung meiner Anfrage elektronisch erhoben und gespeichert werden. Diese Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.'
		);
		expect( screen.queryByText( /Datenschutzerklärung/ ) ).toBeNull();
	} );

	it( 'marks required fields', () => {
		setup( undefined, true );
		expect( textbox( 'Vorname' ) ).toHaveAttribute(
			'aria-required',
			'true'
		);
		expect( textbox( 'PLZ' ) ).toHaveAttribute( 'aria-required', 'true' );
		expect( textbox( 'Telefon' ) ).not.toHaveAttribute( 'aria-required' );
	} );

	it( 'shows the errors after an invalid submit', async () => {
		const user = userEvent.setup();
		const { onValid } = setup( { enabled: true, required: true } );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 3 );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );

		expect( onValid ).not.toHaveBeenCalled();
		expect( textbox( 'Vorname' ) ).toHaveAccessibleDescription(
			'Dies ist ein Pflichtfeld.'
		);
		expect(
			screen.getByText( 'Bitte stimmen Sie der Kontaktaufnahme zu.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Bitte stimmen Sie dem Erhalt des Newsletters zu.'
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Bitte prüfen Sie Ihre Eingaben.'
		);
	} );

	it( 'submits trimmed values', async () => {
		const user = userEvent.setup();
		const { onValid } = setup();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Anrede' } ),
			'Herr'
		);
		await user.type( textbox( 'Vorname' ), ' Max ' );
		await user.type( textbox( 'Nachname' ), 'Mustermann' );
		await user.type( textbox( 'E-Mail' ), 'max@example.de' );
		await user.type( textbox( 'PLZ' ), '01067' );
		for ( const checkbox of screen.getAllByRole( 'checkbox' ) ) {
			await user.click( checkbox );
		}
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			salutation: 'Herr',
			firstname: 'Max',
			lastname: 'Mustermann',
			email: 'max@example.de',
			zip: '01067',
			dataPrivacy: true,
			acceptContact: true,
		} );
	} );
} );
