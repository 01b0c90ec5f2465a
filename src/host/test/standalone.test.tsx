/**
 * A screen on a standalone page (issue 10): at top level it mounts at once; framed it reports its
 * height, announces itself and mounts after the host's init (a wizard at most 3 s later, the
 * portal only then), with the host's config over the server's.
 */
/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { embedHeaderMiddleware } from '../../api/embed-header-middleware';
import { renderFrontend } from '../render-frontend';
import { WIZARD_INIT_TIMEOUT } from '../standalone';
import {
	framedBy,
	HOST,
	receive,
	resetPage,
	standalonePage,
	TOKEN,
} from './fixtures/standalone';

jest.mock( '@wordpress/dom-ready', () => ( {
	__esModule: true,
	default: ( callback: () => void ) => callback(),
} ) );

jest.mock( '@wordpress/api-fetch', () => {
	const fn = jest.fn() as jest.Mock & Record< string, unknown >;
	fn.use = jest.fn();
	return { __esModule: true, default: fn };
} );

interface TestConfig {
	name: string;
	privacyUrl?: string;
	map?: { center: number[]; zoom: number };
}

function App( { config }: { config: TestConfig } ) {
	return (
		<p>
			{ config.name } { config.privacyUrl }{ ' ' }
			{ config.map?.center.join( ',' ) } { config.map?.zoom }
		</p>
	);
}

function container( block: string ): void {
	const element = document.createElement( 'div' );
	element.className = `wp-block-immo-wizards-${ block }`;
	element.dataset.immoWizardsToken = TOKEN;
	element.setAttribute(
		'data-immo-wizards-config',
		JSON.stringify( {
			name: block,
			privacyUrl: '/datenschutz',
			map: { center: [ 51, 10 ], zoom: 12 },
		} )
	);
	document.body.append( element );
}

const start = ( block: string ) =>
	act( async () => {
		container( block );
		renderFrontend< TestConfig >(
			`.wp-block-immo-wizards-${ block }`,
			App
		);
	} );

let post: jest.SpyInstance;
let observed: Element[];

beforeEach( () => {
	document.body.innerHTML = '';
	observed = [];
	post = jest
		.spyOn( window.parent, 'postMessage' )
		.mockImplementation( () => {} );
	window.ResizeObserver = class {
		observe( element: Element ) {
			observed.push( element );
		}
		unobserve() {}
		disconnect() {}
	};
	jest.spyOn(
		document.documentElement,
		'getBoundingClientRect'
	).mockReturnValue( { height: 640.2 } as DOMRect );
} );

afterEach( () => {
	resetPage();
	delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
} );

describe( 'a standalone page', () => {
	it( 'at top level mounts at once and keeps ordinary cookies (no embed mark)', async () => {
		standalonePage();
		await start( 'lead-wizard' );
		expect(
			screen.getByText( 'lead-wizard /datenschutz 51,10 12' )
		).toBeInTheDocument();
		expect( apiFetch.use ).not.toHaveBeenCalledWith(
			embedHeaderMiddleware
		);
		expect( post ).not.toHaveBeenCalled();
	} );

	it( "framed, marks its REST calls, reports its height and mounts with the host's config after init", async () => {
		standalonePage();
		framedBy();
		await start( 'contact-form' );
		expect( apiFetch.use ).toHaveBeenCalledWith( embedHeaderMiddleware );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:height', height: 641 },
			HOST
		);
		expect( observed ).toEqual( [ document.documentElement ] );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:ready', screen: 'contact-form' },
			HOST
		);
		expect( screen.queryByText( /contact-form/ ) ).not.toBeInTheDocument();

		await act( async () =>
			receive( {
				type: 'immo-wizards:init',
				config: {
					privacyUrl: 'https://host.example/datenschutz',
					mapCenter: '48.1,11.5',
					mapZoom: 'x',
				},
			} )
		);
		expect(
			screen.getByText(
				'contact-form https://host.example/datenschutz 48.1,11.5 12'
			)
		).toBeInTheDocument();
	} );

	it( "framed, a wizard starts with the server's config when no init comes", async () => {
		jest.useFakeTimers();
		standalonePage();
		framedBy();
		await start( 'lead-wizard' );
		await act( async () =>
			jest.advanceTimersByTime( WIZARD_INIT_TIMEOUT - 1 )
		);
		expect( screen.queryByText( /lead-wizard/ ) ).not.toBeInTheDocument();
		await act( async () => jest.advanceTimersByTime( 1 ) );
		expect(
			screen.getByText( 'lead-wizard /datenschutz 51,10 12' )
		).toBeInTheDocument();
	} );

	it( 'framed, the portal waits for the init as long as it takes', async () => {
		jest.useFakeTimers();
		standalonePage();
		framedBy();
		await start( 'portal' );
		await act( async () => jest.advanceTimersByTime( 60000 ) );
		expect( screen.queryByText( /portal/ ) ).not.toBeInTheDocument();
		await act( async () => receive( { type: 'immo-wizards:init' } ) );
		expect(
			screen.getByText( 'portal /datenschutz 51,10 12' )
		).toBeInTheDocument();
	} );
} );

describe( 'the embed header', () => {
	it( "goes with the plugin's REST calls only", async () => {
		const next = jest.fn( ( options ) => Promise.resolve( options ) );
		await embedHeaderMiddleware(
			{ path: 'immo-wizards/auth/email', headers: { A: 'b' } },
			next
		);
		await embedHeaderMiddleware( { url: 'https://crm.example/x' }, next );
		expect( next.mock.calls[ 0 ][ 0 ].headers ).toEqual( {
			A: 'b',
			'X-Immo-Embed': '1',
		} );
		expect( next.mock.calls[ 1 ][ 0 ].headers ).toBeUndefined();
	} );
} );
