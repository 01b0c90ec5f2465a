<?php
/**
 * GET /funnel/report: the funnel of a range of days (Immo Wizards → Auswertung).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * For the users of the requests inbox (`immo_manage_requests`): counters only, nothing personal.
 */
final class Report_Controller extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'funnel/report';

	/**
	 * Constructor.
	 *
	 * @param Funnel_Report $report The report.
	 */
	public function __construct( private Funnel_Report $report ) {
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$day = array(
			'type'     => 'string',
			'pattern'  => '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
			'required' => true,
		);
		$this->register_route(
			'',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'from' => array( 'description' => __( 'First day of the range (site time).', 'immo-wizards' ) ) + $day,
					'to'   => array( 'description' => __( 'Last day of the range (site time).', 'immo-wizards' ) ) + $day,
				),
			),
			static fn () => array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'immo-wizards-funnel-report',
				'type'    => 'object',
			)
		);
	}

	/**
	 * The inbox's users.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::require_capability( Admin_Menu::REQUESTS_CAPABILITY, __( 'Sorry, you are not allowed to see the statistics.', 'immo-wizards' ) );
	}

	/**
	 * The report.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$from = (string) $request['from'];
				$to   = (string) $request['to'];
				if ( ! self::is_day( $from ) || ! self::is_day( $to ) || $to < $from || count( Funnel_Report::days( $from, $to ) ) > Funnel_Report::MAX_DAYS ) {
					/* translators: %d: number of days. */
					throw new Invalid_Request( sprintf( __( 'Please choose a range of at most %d days.', 'immo-wizards' ), Funnel_Report::MAX_DAYS ) );
				}
				return $this->report->build( $from, $to );
			}
		);
	}

	/**
	 * Whether a value is a real calendar day.
	 *
	 * @param string $day Y-m-d.
	 */
	private static function is_day( string $day ): bool {
		$parts = array_map( 'intval', explode( '-', $day ) );
		return 3 === count( $parts ) && checkdate( $parts[1], $parts[2], $parts[0] );
	}
}
