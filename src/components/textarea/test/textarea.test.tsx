/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { Textarea } from '..';
import { renderForm } from '../../form/test/utils/render-form';

describe( 'Textarea', () => {
	it( 'has 3 rows and trims on blur', async () => {
		const user = userEvent.setup();
		renderForm( {
			schema: z.object( { message: z.string() } ),
			defaultValues: { message: '' },
			fields: ( control ) => (
				<Textarea
					control={ control }
					name="message"
					label="Nachricht"
				/>
			),
		} );
		const textarea = screen.getByRole( 'textbox', { name: 'Nachricht' } );
		expect( textarea ).toHaveAttribute( 'rows', '3' );
		await user.type( textarea, '  Hallo  ' );
		await user.tab();
		expect( textarea ).toHaveValue( 'Hallo' );
	} );
} );
