<?php
/**
 * GET /requests/export: the requests of a filter as a CSV download.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * Same filters as the list (its order is the date, in the list's direction). The answer is the file
 * itself, streamed by the deliverer (Inbox\Csv_Download ends the request after it; the admin screen
 * opens the route as a link with the REST nonce in `_wpnonce`).
 */
final class Request_Export_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'requests';

	/**
	 * Sends the file: called with the file name and a writer that takes the stream.
	 *
	 * @var callable
	 */
	private $deliver;

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types   Request types (the type filter's values).
	 * @param Csv_Export    $export  Writes the CSV.
	 * @param callable      $deliver Sends the file, e.g. Inbox\Csv_Download.
	 */
	public function __construct( private Request_Types $types, private Csv_Export $export, callable $deliver ) {
		$this->deliver = $deliver;
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_route(
			'/export',
			$this->endpoint( \WP_REST_Server::READABLE, 'export_items', array( Inbox_Access::class, 'check' ), Request_Filter::args( $this->types->names() ) ),
			fn () => array(
				'$schema'     => 'http://json-schema.org/draft-04/schema#',
				'title'       => 'immo-wizards-request-export',
				'description' => __( 'CSV file (UTF-8 with BOM, semicolon-separated).', 'immo-wizards' ),
				'type'        => 'string',
			)
		);
	}

	/**
	 * Streams the CSV of the filter.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error Only when the deliverer returns (tests).
	 */
	public function export_items( $request ) {
		$filter = Request_Filter::from_request( $request );
		return $this->respond(
			function () use ( $filter ) {
				( $this->deliver )( Csv_Export::filename(), fn ( $handle ) => $this->export->write( $filter, $handle ) );
				return null;
			}
		);
	}
}
