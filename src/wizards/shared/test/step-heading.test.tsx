/**
 * A step title's level: h2 below the page title, h3 inside a dialog (below its h2), so that no
 * level is skipped whether or not the cookie banner's h2 comes first (heading order).
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Dialog } from '../../../components/dialog';
import { StepHeading } from '../step-heading';

describe( 'StepHeading', () => {
	it( 'is a level 2 heading in the page content (the page title is the h1)', () => {
		render( <StepHeading>Wo suchen Sie?</StepHeading> );
		expect(
			screen.getByRole( 'heading', { name: 'Wo suchen Sie?' } )
		).toHaveProperty( 'tagName', 'H2' );
	} );

	it( 'is a level 3 heading inside a dialog, below its title', () => {
		render(
			<Dialog title="Suchprofil bearbeiten" onClose={ () => {} }>
				<StepHeading>Wo suchen Sie?</StepHeading>
			</Dialog>
		);
		expect(
			screen.getByRole( 'heading', { name: 'Suchprofil bearbeiten' } )
		).toHaveProperty( 'tagName', 'H2' );
		expect(
			screen.getByRole( 'heading', { name: 'Wo suchen Sie?' } )
		).toHaveProperty( 'tagName', 'H3' );
	} );
} );
