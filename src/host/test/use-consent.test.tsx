/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { setConsent } from '../consent';
import { useConsent } from '../use-consent';

function Probe( { id }: { id: string } ) {
	const { decision, thirdParty, statistics } = useConsent( true );
	return (
		<p data-testid={ id }>
			{ `${ decision }/${ thirdParty }/${ statistics }` }
		</p>
	);
}

describe( 'useConsent', () => {
	beforeEach( () => {
		delete window.immoWizardsPage;
		window.localStorage.clear();
	} );

	it( 'updates every widget on the page', () => {
		render(
			<>
				<Probe id="a" />
				<Probe id="b" />
			</>
		);
		expect( screen.getByTestId( 'a' ) ).toHaveTextContent(
			'null/false/false'
		);
		act( () => setConsent( 'accepted' ) );
		expect( screen.getByTestId( 'a' ) ).toHaveTextContent(
			'accepted/true/true'
		);
		expect( screen.getByTestId( 'b' ) ).toHaveTextContent(
			'accepted/true/true'
		);
	} );

	it( 'treats everything as allowed when consent is not required', () => {
		function NotRequired() {
			const { thirdParty } = useConsent( false );
			return <p>{ String( thirdParty ) }</p>;
		}
		render( <NotRequired /> );
		expect( screen.getByText( 'true' ) ).toBeInTheDocument();
	} );
} );
