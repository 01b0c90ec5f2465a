/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { lazyStep } from '../lazy-step';

function Greeting( { name }: { name: string } ) {
	return <h2>Hallo { name }</h2>;
}

describe( 'lazyStep', () => {
	it( 'shows the loading bar until the code arrives, then the step; once loaded, at once', async () => {
		let arrive: ( component: typeof Greeting ) => void = () => {};
		const load = jest.fn(
			() =>
				new Promise< typeof Greeting >( ( resolve ) => {
					arrive = resolve;
				} )
		);
		const Step = lazyStep( load );
		const first = render( <Step name="Anna" /> );
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		await act( async () => arrive( Greeting ) );
		expect(
			await screen.findByRole( 'heading', { name: 'Hallo Anna' } )
		).toBeInTheDocument();
		first.unmount();

		render( <Step name="Ben" /> );
		expect(
			screen.getByRole( 'heading', { name: 'Hallo Ben' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads again after a failed load', async () => {
		const load = jest
			.fn< Promise< typeof Greeting >, [] >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( Greeting );
		const Step = lazyStep( load );
		await expect( Step.preload() ).rejects.toThrow( 'offline' );
		await Step.preload();
		render( <Step name="Clara" /> );
		expect(
			screen.getByRole( 'heading', { name: 'Hallo Clara' } )
		).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
