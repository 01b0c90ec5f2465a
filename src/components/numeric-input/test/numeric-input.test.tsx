/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { NumericInput } from '..';
import { renderForm } from '../../form/test/utils/render-form';

const schema = z.object( { area: z.nullable( z.number() ) } );

function setup( area: number | null = null ) {
	const onValid = jest.fn();
	renderForm( {
		schema,
		defaultValues: { area },
		onValid,
		fields: ( control ) => (
			<NumericInput
				control={ control }
				name="area"
				label="Area"
				unit="m²"
			/>
		),
	} );
	return { onValid, input: screen.getByRole( 'textbox', { name: 'Area' } ) };
}

describe( 'NumericInput', () => {
	it( 'turns dots into commas and reports a number', async () => {
		const user = userEvent.setup();
		const { input, onValid } = setup();
		await user.type( input, '1000.5' );
		expect( input ).toHaveValue( '1000,5' );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( { area: 1000.5 } );
	} );

	it( 'shows the formatted number when not focused', async () => {
		const user = userEvent.setup();
		const { input } = setup( 1234.5 );
		expect( input ).toHaveValue( '1.234,5' );
		await user.click( input );
		expect( input ).toHaveValue( '1234,5' );
		await user.clear( input );
		await user.type( input, '-3' );
		await user.tab();
		expect( input ).toHaveValue( '-3' );
	} );

	it( 'replaces a formatted number that was selected as focus came, before the field re-rendered', async () => {
		// What autofill, fast typing and test drivers do: focus, select all and type at once, before
		// React committed the switch from '100.000' to the editable '100000'.
		const user = userEvent.setup();
		const { input, onValid } = setup( 100000 );
		expect( input ).toHaveValue( '100.000' );
		act( () => {
			input.focus();
			( input as HTMLInputElement ).select();
		} );
		await user.keyboard( '200000' );
		expect( input ).toHaveValue( '200000' );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( { area: 200000 } );
	} );

	it( 'reports null for text that is not a number', async () => {
		const user = userEvent.setup();
		const { input, onValid } = setup( 5 );
		await user.clear( input );
		await user.type( input, 'abc' );
		expect( input ).toHaveValue( '' );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( { area: null } );
	} );

	it( 'shows the unit and links it to the input', () => {
		const { input } = setup();
		const unit = screen.getByText( 'm²' );
		expect( input ).toHaveAttribute( 'aria-describedby', unit.id );
		expect( input ).toHaveAttribute( 'inputmode', 'decimal' );
	} );
} );
