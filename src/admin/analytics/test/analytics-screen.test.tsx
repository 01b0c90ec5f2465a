/**
 * The Auswertung: a range's funnels beside the period before, every chart as a table and a CSV.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { FunnelReport } from '../../../api/funnel';
import { installFakeRest, type FakeRest } from '../../../test-utils/fake-rest';
import { AnalyticsScreen } from '../analytics-screen';
import { toCsv } from '../report';

const ROUTE = 'GET immo-wizards/v1/funnel/report';

// jsdom has no canvas: the charts' drawing is proven in Chromium (tests/e2e/funnel.spec.ts); here
// what each chart is given to draw.
jest.mock( 'chart.js', () => {
	class Chart {
		static register = jest.fn();
		static defaults = { font: {} };
		static drawn: Array< { canvas: HTMLCanvasElement; config: any } > = [];
		constructor( canvas: HTMLCanvasElement, config: unknown ) {
			Chart.drawn.push( { canvas, config } );
		}
		destroy() {}
	}
	return { Chart };
} );

/**
 * A report: two visitors in the lead wizard, one leaves after the address, one sends and confirms.
 *
 * @param from First day.
 * @param to   Last day.
 */
function report( from: string, to: string ): FunnelReport {
	const empty = ( name: string, steps: string[] = [] ) => ( {
		screen: name,
		steps,
		current: {},
		previous: {},
	} );
	return {
		from,
		to,
		previous: { from: '2026-01-30', to: '2026-02-28' },
		screens: [
			{
				screen: 'lead-wizard',
				steps: [ 'category', 'address', 'details', 'contact' ],
				current: {
					view: 2,
					'reached:category': 2,
					'reached:address': 2,
					'reached:details': 1,
					'reached:contact': 1,
					submit_attempted: 1,
					submitted: 1,
					confirmed: 1,
				},
				previous: { view: 4, submitted: 2, confirmed: 1 },
			},
			{
				screen: 'route-planner',
				steps: [ 'start', 'route' ],
				current: {
					view: 3,
					'reached:start': 2,
					'reached:route': 1,
					'completed:route': 1,
				},
				previous: {},
			},
			empty( 'portal' ),
		],
		daily: [
			{ day: '2026-03-30', submitted: 0, confirmed: 0 },
			{ day: '2026-03-31', submitted: 1, confirmed: 1 },
		],
		sources: [
			{
				post: 12,
				title: 'Immobilie bewerten',
				link: 'https://example.org/bewerten/',
				origin: '',
				utmSource: '=cmd',
				utmCampaign: '(other)',
				views: 2,
				submitted: 1,
				confirmed: 1,
			},
		],
	};
}

let rest: FakeRest;
const csv = jest.fn();

beforeEach( () => {
	rest = installFakeRest();
	rest.on( ROUTE, ( call: { path: string } ) => {
		const query = new URLSearchParams( call.path.split( '?' )[ 1 ] );
		return report( query.get( 'from' ) ?? '', query.get( 'to' ) ?? '' );
	} );
	URL.createObjectURL = ( blob: Blob ) => {
		// Read as the spreadsheet would (the decoder drops the byte order mark).
		const reader = new FileReader();
		reader.onload = () => csv( reader.result );
		reader.readAsText( blob );
		return 'blob:csv';
	};
	URL.revokeObjectURL = () => undefined;
	HTMLAnchorElement.prototype.click = jest.fn();
} );

afterEach( () => csv.mockReset() );

/** The report paths asked for, as `from to`. */
const asked = () =>
	rest.callsOf( ROUTE ).map( ( call ) => {
		const query = new URLSearchParams( call.path.split( '?' )[ 1 ] );
		return `${ query.get( 'from' ) } ${ query.get( 'to' ) }`;
	} );

it( 'shows each screen’s funnel as a table with shares, drop-off and the period before', async () => {
	render( <AnalyticsScreen today="2026-03-31" /> );
	const table = await screen.findByRole( 'table', {
		name: 'Eigentümer-Wizard',
	} );
	expect( asked() ).toEqual( [ '2026-03-02 2026-03-31' ] );
	const rows = within( table )
		.getAllByRole( 'row' )
		.map( ( row ) => row.textContent );
	expect( rows ).toEqual( [
		'StufeAnzahlAnteil an AufrufenAbgang seit der vorigen StufeVorzeitraumVeränderung',
		'Angesehen2100 %–4−50 %',
		'Schritt erreicht: Kategorie2100 %00neu',
		'Schritt erreicht: Adresse2100 %00neu',
		'Schritt erreicht: Details150 %10neu',
		'Schritt erreicht: Kontaktdaten150 %00neu',
		'Absenden versucht150 %00neu',
		'Gesendet150 %02−50 %',
		'Bestätigt150 %01±0 %',
	] );
	expect(
		screen.getByText( 'Bestätigt von gesendet: 100 % (Vorzeitraum: 50 %)' )
	).toBeInTheDocument();
	// The chart of that table: each stage with its count, share and drop-off, now and before.
	const { Chart } = jest.requireMock( 'chart.js' );
	const drawn = Chart.drawn.find(
		( { canvas }: { canvas: HTMLCanvasElement } ) =>
			canvas.getAttribute( 'aria-label' ) ===
			'Eigentümer-Wizard (Diagramm; die Zahlen folgen als Tabelle)'
	);
	expect( drawn.config.options.indexAxis ).toBe( 'y' );
	// Long names wrap, so that a narrow card keeps room for its bars.
	expect( drawn.config.data.labels.slice( 0, 2 ) ).toEqual( [
		[ 'Angesehen', '2' ],
		[ 'Schritt erreicht:', 'Kategorie', '2 (100 %)' ],
	] );
	expect(
		drawn.config.data.datasets.map(
			( set: { label: string; data: number[] } ) => [
				set.label,
				set.data,
			]
		)
	).toEqual( [
		[ 'Dieser Zeitraum', [ 2, 2, 2, 1, 1, 1, 1, 1 ] ],
		[ 'Vorzeitraum', [ 4, 0, 0, 0, 0, 0, 2, 1 ] ],
	] );
	// The days under their columns as "31.03.", sent beside confirmed.
	const days = Chart.drawn.find(
		( { config }: { config: any } ) => config.options.indexAxis === 'x'
	);
	expect( days.config.data.labels ).toEqual( [ [ '30.03.' ], [ '31.03.' ] ] );
	expect(
		days.config.data.datasets.map( ( set: { data: number[] } ) => set.data )
	).toEqual( [
		[ 0, 1 ],
		[ 0, 1 ],
	] );
	// The route planner's ends with the route opened in OpenStreetMap.
	expect(
		within( screen.getByRole( 'table', { name: 'Ihr Weg zu uns' } ) )
			.getAllByRole( 'row' )
			.slice( 1 )
			.map( ( row ) => row.textContent )
	).toEqual( [
		'Angesehen3100 %–0neu',
		'Schritt erreicht: Startpunkt266,7 %10neu',
		'Schritt erreicht: Route133,3 %10neu',
		'Route geöffnet133,3 %00neu',
	] );
	// The portal's funnel is its login.
	expect(
		within( screen.getByRole( 'table', { name: 'Kundenportal' } ) )
			.getAllByRole( 'rowheader' )
			.map( ( cell ) => cell.textContent )
	).toEqual( [ 'Angesehen', 'Anmeldelink angefordert', 'Angemeldet' ] );
} );

it( 'offers every chart and the sources as CSV, formulas neutralised', async () => {
	const user = userEvent.setup();
	render( <AnalyticsScreen today="2026-03-31" /> );
	await screen.findByRole( 'table', { name: 'Nach Quelle' } );
	expect(
		within(
			screen.getByRole( 'table', { name: 'Nach Quelle' } )
		).getAllByRole( 'row' )[ 1 ].textContent
	).toBe( 'Immobilie bewerten–=cmd / andere211100 %' );

	await user.click(
		screen.getByRole( 'button', {
			name: 'Nach Quelle als CSV herunterladen',
		} )
	);
	await user.click(
		screen.getByRole( 'button', {
			name: 'Gesendete und bestätigte Anfragen pro Tag als CSV herunterladen',
		} )
	);
	await waitFor( () => expect( csv ).toHaveBeenCalledTimes( 2 ) );
	expect( csv.mock.calls[ 0 ][ 0 ] ).toContain(
		"Immobilie bewerten;–;'=cmd / andere;2;1;1;100 %"
	);
	expect( csv.mock.calls[ 1 ][ 0 ] ).toBe(
		toCsv( [
			[ 'Tag', 'Gesendet', 'Bestätigt' ],
			[ '2026-03-30', 0, 0 ],
			[ '2026-03-31', 1, 1 ],
		] ).replace( /^\ufeff/, '' )
	);
	expect( toCsv( [ [ 'a' ] ] ) ).toBe( '\ufeffa\r\n' );
} );

it( 'reads the range: 7 and 90 days, or two days of one’s own', async () => {
	const user = userEvent.setup();
	render( <AnalyticsScreen today="2026-03-31" /> );
	await screen.findByRole( 'table', { name: 'Eigentümer-Wizard' } );
	const period = screen.getByRole( 'combobox', { name: 'Zeitraum' } );
	await user.selectOptions( period, '7' );
	await user.selectOptions( period, '90' );
	await user.selectOptions( period, 'custom' );
	const first = screen.getByLabelText( 'Erster Tag' );
	await user.clear( first );
	await user.type( first, '2026-03-10' );
	await screen.findByText( /2026-03-10 bis 2026-03-31/ );
	expect( asked() ).toEqual( [
		'2026-03-02 2026-03-31',
		'2026-03-25 2026-03-31',
		'2026-01-01 2026-03-31',
		'2026-03-10 2026-03-31',
	] );
} );
