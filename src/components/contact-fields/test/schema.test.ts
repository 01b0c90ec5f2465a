/**
 * Internal dependencies
 */
import {
	createContactSchema,
	defaultContact,
	fromApiContact,
	toApiContact,
	type ContactFormValues,
} from '../schema';

const valid: ContactFormValues = {
	...defaultContact,
	firstname: ' Erika ',
	lastname: 'Mustermann',
	email: 'erika@example.de',
	dataPrivacy: true,
	acceptContact: true,
};

function errors( values: Partial< ContactFormValues >, options = {} ) {
	const result = createContactSchema( options ).safeParse( {
		...valid,
		...values,
	} );
	return result.success
		? {}
		: Object.fromEntries(
				result.error.issues.map( ( issue ) => [
					issue.path.join( '.' ),
					issue.message,
				] )
			);
}

describe( 'createContactSchema', () => {
	it( 'accepts valid values and trims strings', () => {
		const result = createContactSchema().parse( {
			...valid,
			zip: ' 01067 ',
		} );
		expect( result.firstname ).toBe( 'Erika' );
		expect( result.zip ).toBe( '01067' );
	} );

	it( 'requires first name, last name and e-mail', () => {
		expect(
			errors( { firstname: '  ', lastname: '', email: '' } )
		).toMatchObject( {
			firstname: 'Dies ist ein Pflichtfeld.',
			lastname: 'Dies ist ein Pflichtfeld.',
			email: 'Dies ist ein Pflichtfeld.',
		} );
	} );

	it.each( [
		'a@b',
		'a@@b.de',
		'a@b.de.',
		'a b@c.de',
		'a@b.de,c@d.de',
		'a@b.de\r\nBcc:x@y.de',
		'x@bü.de',
	] )( 'rejects the e-mail %p', ( email ) => {
		expect( errors( { email } ).email ).toBe(
			'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
		);
	} );

	it.each( [ 'a@b.de', 'First.Last+tag@sub.example.co.uk' ] )(
		'accepts the e-mail %p',
		( email ) => {
			expect( errors( { email } ) ).toEqual( {} );
		}
	);

	it( 'limits lengths like the server', () => {
		expect(
			errors( {
				firstname: 'x'.repeat( 101 ),
				zip: '12345678901',
				number: 'x'.repeat( 21 ),
				phone: '1'.repeat( 41 ),
				email: 'x'.repeat( 250 ) + '@b.de',
			} )
		).toMatchObject( {
			firstname: 'Bitte geben Sie höchstens 100 Zeichen ein.',
			zip: 'Bitte geben Sie höchstens 10 Zeichen ein.',
			number: 'Bitte geben Sie höchstens 20 Zeichen ein.',
			phone: 'Bitte geben Sie höchstens 40 Zeichen ein.',
			email: 'Bitte geben Sie höchstens 100 Zeichen ein.',
		} );
	} );

	it( 'limits the e-mail address to the 100 characters of a WordPress user', () => {
		const address = ( length: number ) =>
			'a'.repeat( 64 ) + '@' + 'b'.repeat( length - 68 ) + '.de';
		expect( address( 101 ) ).toHaveLength( 101 );
		expect( errors( { email: address( 101 ) } ) ).toEqual( {
			email: 'Bitte geben Sie höchstens 100 Zeichen ein.',
		} );
		expect( errors( { email: address( 100 ) } ) ).toEqual( {} );
		expect( errors( { email: ` ${ address( 100 ) } ` } ) ).toEqual( {} );
	} );

	it( 'requires both consents', () => {
		expect(
			errors( { dataPrivacy: false, acceptContact: false } )
		).toEqual( {
			dataPrivacy: 'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu.',
			acceptContact: 'Bitte stimmen Sie der Kontaktaufnahme zu.',
		} );
	} );

	it( 'requires the newsletter only when enabled and required', () => {
		expect(
			errors( {}, { newsletter: { enabled: true, required: false } } )
		).toEqual( {} );
		expect(
			errors( {}, { newsletter: { enabled: false, required: true } } )
		).toEqual( {} );
		expect(
			errors( {}, { newsletter: { enabled: true, required: true } } )
		).toEqual( {
			newsletter: 'Bitte stimmen Sie dem Erhalt des Newsletters zu.',
		} );
	} );

	it( 'requires the address when asked to', () => {
		expect( errors( {} ) ).toEqual( {} );
		expect(
			Object.keys( errors( {}, { requireAddress: true } ) ).sort()
		).toEqual( [ 'city', 'number', 'street', 'zip' ] );
	} );

	it( 'accepts only the two salutations or none', () => {
		expect( errors( { salutation: 'Herr' } ) ).toEqual( {} );
		expect(
			errors( { salutation: 'Dr' as ContactFormValues[ 'salutation' ] } )
		).toHaveProperty( 'salutation' );
	} );
} );

describe( 'toApiContact', () => {
	it( 'maps form values to the API contact', () => {
		expect(
			toApiContact(
				{
					...valid,
					salutation: 'Frau',
					zip: '01067',
					newsletter: true,
				},
				{ enabled: true, required: false }
			)
		).toEqual( {
			salutation: 'Frau',
			firstname: 'Erika',
			lastname: 'Mustermann',
			email: 'erika@example.de',
			phone: undefined,
			street: undefined,
			number: undefined,
			zip: '01067',
			city: undefined,
			customFields: {
				dataPrivacy: true,
				acceptContact: true,
				newsletter: true,
			},
		} );
	} );

	it( 'sends no salutation and no newsletter flag when not shown', () => {
		const contact = toApiContact( valid );
		expect( contact.salutation ).toBeNull();
		expect( contact.customFields ).toEqual( {
			dataPrivacy: true,
			acceptContact: true,
		} );
	} );

	it( 'round-trips through fromApiContact', () => {
		const contact = toApiContact( { ...valid, firstname: 'Erika' } );
		expect( fromApiContact( contact ) ).toEqual( {
			...valid,
			firstname: 'Erika',
		} );
	} );
} );
