<?php
/**
 * GET /requests/export: the CSV.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Inbox\Csv_Export;
use ImmoWizards\Inbox\Inbox_Module;
use ImmoWizards\Inbox\Request_Export_Controller;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-inbox-test-case.php';

/**
 * The route's work with a deliverer that writes to memory (the real one ends the request).
 */
final class Csv_Export_Test extends Inbox_Test_Case {

	/**
	 * The file name the deliverer was given.
	 *
	 * @var string
	 */
	private string $filename = '';

	/**
	 * Runs the export route's callback as an editor and returns the file.
	 *
	 * @param array<string,mixed> $query Query.
	 */
	private function export( array $query = array() ): string {
		$this->login( 'editor' );
		$request = new \WP_REST_Request( 'GET', '/immo-wizards/v1/requests/export' );
		$request->set_query_params( $query );
		$handle     = fopen( 'php://temp', 'w+' );
		$controller = new Request_Export_Controller(
			Plugin::instance()->request_types(),
			( new Inbox_Module( Plugin::instance() ) )->export(),
			function ( string $filename, callable $write ) use ( $handle ): void {
				$this->filename = $filename;
				$write( $handle );
			}
		);
		$this->assertSame( 200, $controller->export_items( $request )->get_status() );
		rewind( $handle );
		return (string) stream_get_contents( $handle );
	}

	/**
	 * The file's lines without the BOM, split into cells.
	 *
	 * @param string $csv File.
	 * @return array<int, string[]>
	 */
	private static function parse( string $csv ): array {
		$lines = array();
		$fh    = fopen( 'php://temp', 'w+' );
		fwrite( $fh, substr( $csv, 3 ) );
		rewind( $fh );
		while ( false !== ( $cells = fgetcsv( $fh, null, ';', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
			$lines[] = $cells;
		}
		return $lines;
	}

	public function test_utf8_bom_semicolons_german_headers_and_the_file_name(): void {
		$this->request( 'lead', $this->lead(), array( 'note' => 'Rückruf "bald"; ok' ) );
		$csv = Mailer::in_locale( 'de_DE', fn () => $this->export( array( 'type' => 'lead' ) ) );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv );
		$this->assertMatchesRegularExpression( '/^anfragen-\d{4}-\d{2}-\d{2}\.csv$/', $this->filename );
		$lines = self::parse( $csv );
		$this->assertSame( array( 'Datum', 'Typ', 'Status', 'Bearbeitung', 'Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Kategorie', 'Vermarktung', 'Adresse', 'Preis', 'Notiz' ), $lines[0] );
		$this->assertStringStartsWith( "\xEF\xBB\xBFDatum;Typ;Status;Bearbeitung;", $csv, 'semicolons, no quotes where none are needed' );
		$this->assertSame( 'Bestätigt', $lines[1][2] );
		$this->assertSame( 'Neu', $lines[1][3] );
		$this->assertSame( 'Haus', $lines[1][9] );
		$this->assertSame( 'Rückruf "bald"; ok', $lines[1][13], 'quotes and separators are quoted' );
		$this->assertStringContainsString( '"Rückruf ""bald""; ok"', $csv );
		$this->assertCount( 2, $lines );
	}

	public function test_without_a_type_every_types_columns_once(): void {
		$lines = self::parse( $this->export() );
		$this->assertSame( array( 'Date', 'Type', 'Status', 'Workflow', 'Salutation', 'First name', 'Last name', 'E-mail', 'Phone', 'Category', 'Marketing', 'Address', 'Price', 'Regions', 'Price range', 'Property reference', 'Wishes', 'Message', 'Note' ), $lines[0] );
	}

	public function test_the_filters_apply(): void {
		$this->request( 'message', array( 'message' => 'eins' ), array( 'created_at' => '2026-01-01 08:00:00' ) );
		$this->request( 'message', array( 'message' => 'zwei' ), array( 'created_at' => '2026-01-02 08:00:00', 'workflow' => 'done' ) );
		$this->request( 'message', array( 'message' => 'drei' ), array( 'created_at' => '2026-01-03 08:00:00', 'status' => 'pending' ) );
		$messages = fn ( array $query ) => array_column( array_slice( self::parse( $this->export( $query + array( 'type' => 'message' ) ) ), 1 ), 9 );
		$this->assertSame( array( 'drei', 'zwei', 'eins' ), $messages( array() ) );
		$this->assertSame( array( 'eins', 'zwei', 'drei' ), $messages( array( 'order' => 'asc' ) ) );
		$this->assertSame( array( 'zwei' ), $messages( array( 'workflow' => 'done' ) ) );
		$this->assertSame( array( 'drei' ), $messages( array( 'status' => 'pending' ) ) );
		$this->assertSame( array( 'zwei', 'eins' ), $messages( array( 'before' => '2026-01-03T00:00:00Z' ) ) );
		$this->assertSame( array(), $messages( array( 'search' => 'nobody' ) ) );
	}

	/**
	 * Every way a cell can start a formula.
	 *
	 * @return array<string, array{0:string}>
	 */
	public function formulas(): array {
		return array(
			'equals' => array( '=HYPERLINK("http://evil.example","x")' ),
			'plus'   => array( '+49 351 1234' ),
			'minus'  => array( '-2+3' ),
			'at'     => array( '@SUM(A1:A2)' ),
			'tab'    => array( "\t=1+1" ),
			'cr'     => array( "\r=1+1" ),
		);
	}

	/**
	 * A formula start in a contact field, a type column and the note gets a leading apostrophe.
	 *
	 * @dataProvider formulas
	 * @param string $value Cell value.
	 */
	public function test_formulas_are_neutralised( string $value ): void {
		$this->assertSame( "'" . $value, Csv_Export::cell( $value ) );
		$this->request(
			'message',
			array( 'message' => $value ),
			array(
				'status'  => 'pending',
				'note'    => $value,
				'contact' => array(
					'firstname' => $value,
					'email'     => 'f@example.de',
				),
			)
		);
		$row = self::parse( $this->export( array( 'type' => 'message' ) ) )[1];
		$this->assertSame( "'" . $value, $row[5], 'first name' );
		$this->assertSame( "'" . $value, $row[9], 'message column' );
		$this->assertSame( "'" . $value, $row[10], 'note' );
	}

	public function test_harmless_cells_stay_as_they_are(): void {
		foreach ( array( '', 'Anna', '350.000 €', ' =1', "a\n=b" ) as $value ) {
			$this->assertSame( $value, Csv_Export::cell( $value ) );
		}
	}
}
