/**
 * External dependencies
 */
import { render, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { RoutingHint } from '../routing-hint';

describe( 'RoutingHint', () => {
	it( 'tells the editor that route planning needs a routing URL', () => {
		const { container } = render(
			<RoutingHint config={ { routing: { enabled: false } } } />
		);
		// Within the notice: it also announces itself in a live region.
		expect(
			within( container ).getByText(
				'Routenplanung ist erst aktiv, wenn unter Immo Wizards → Einstellungen eine Routing-URL eingetragen ist.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the hint for a config without the flag', () => {
		const { container } = render( <RoutingHint config={ {} } /> );
		expect(
			within( container ).getByText( /^Routenplanung ist erst aktiv/ )
		).toBeVisible();
	} );

	it( 'stays away once routing is set up', () => {
		const { container } = render(
			<RoutingHint config={ { routing: { enabled: true } } } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
