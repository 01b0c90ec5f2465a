/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { Checkbox } from '..';
import { renderForm } from '../../form/test/utils/render-form';

function setup() {
	const onValid = jest.fn();
	renderForm( {
		schema: z.object( {
			agree: z.boolean().check( z.refine( ( v ) => v, 'Tick it' ) ),
		} ),
		defaultValues: { agree: false },
		onValid,
		fields: ( control ) => (
			<Checkbox
				control={ control }
				name="agree"
				required
				label={
					<>
						I accept the <a href="/privacy">policy</a>
					</>
				}
			/>
		),
	} );
	return { onValid, checkbox: screen.getByRole( 'checkbox' ) };
}

describe( 'Checkbox', () => {
	it( 'has a label that may contain a link', () => {
		const { checkbox } = setup();
		expect( checkbox ).toHaveAccessibleName( 'I accept the policy' );
		expect( checkbox ).toHaveAttribute( 'aria-required', 'true' );
		expect(
			screen.getByRole( 'link', { name: 'policy' } )
		).toHaveAttribute( 'href', '/privacy' );
	} );

	it( 'shows the error after submit and reports true when ticked', async () => {
		const user = userEvent.setup();
		const { checkbox, onValid } = setup();
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( checkbox ).toHaveAccessibleDescription( 'Tick it' );
		expect( onValid ).not.toHaveBeenCalled();

		await user.click( checkbox );
		expect( checkbox ).toBeChecked();
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( { agree: true } );
	} );
} );
