<?php
/**
 * GET and POST /imports, GET /imports/{id}, POST /imports/{id}/withdrawal: OpenImmo imports.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). An upload is checked and queued, then imported in the
 * background: the answer is 202 with the import's id, whose status, counts and log GET shows. A full
 * transfer held by the withdrawal guard is confirmed or declined with POST …/withdrawal.
 */
final class Imports_Controller extends Controller {

	/** Log entries in an answer at most. */
	private const LOG_LIMIT = 500;

	/** Imports per page of the list at most. */
	private const PER_PAGE_MAX = 50;

	/**
	 * How an import is shown.
	 *
	 * @var Import_Resource
	 */
	private Import_Resource $resource;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'imports';

	/**
	 * Constructor.
	 *
	 * @param Intake            $intake     Receives files.
	 * @param Import_Repository $imports    Imports.
	 * @param Withdrawal        $withdrawal Held withdrawals.
	 */
	public function __construct( private Intake $intake, private Import_Repository $imports, private Withdrawal $withdrawal ) {
		$this->resource = new Import_Resource( $imports );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id    = Collection_Args::id( __( 'Import id.', 'immo-wizards' ) );
		$admin = array( $this, 'permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'create_item', $admin ) );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $admin, Collection_Args::paging( self::PER_PAGE_MAX, 10, __( 'Imports per page.', 'immo-wizards' ) ) ) );
		$this->register_route( '/(?P<id>\d+)', $this->endpoint( \WP_REST_Server::READABLE, 'get_item', $admin, $id ) );
		$this->register_route(
			'/(?P<id>\d+)/withdrawal',
			$this->endpoint(
				\WP_REST_Server::CREATABLE,
				'decide_withdrawal',
				$admin,
				$id + array(
					'decision' => array(
						'description' => __( 'confirm: withdraw the listings; reject: keep them.', 'immo-wizards' ),
						'type'        => 'string',
						'enum'        => array( 'confirm', 'reject' ),
						'required'    => true,
					),
				)
			)
		);
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may import listings.', 'immo-wizards' ) );
	}

	/**
	 * Recent imports, newest first, without their log entries (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page         = (int) $request['per_page'];
		[ $rows, $total ] = $this->imports->page( (int) $request['page'], $per_page );
		return $this->collection( array_map( fn ( $row ) => $this->resource->item( $row, 0 ), $rows ), $total, $per_page );
	}

	/**
	 * Queues an uploaded file (multipart field `file`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$file = $request->get_file_params()['file'] ?? null;
		if ( ! is_array( $file ) || ! isset( $file['tmp_name'], $file['error'] ) || ! is_string( $file['tmp_name'] ) || ! is_scalar( $file['error'] ) ) {
			return new \WP_Error( 'immo_wizards_import_no_file', __( 'Please send one OpenImmo XML or ZIP file in the multipart field "file".', 'immo-wizards' ), array( 'status' => 400 ) );
		}
		if ( in_array( (int) $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			return new \WP_Error( 'immo_wizards_import_too_large', __( 'The file is larger than this server accepts for uploads.', 'immo-wizards' ), array( 'status' => 413 ) );
		}
		/**
		 * Filters whether a file arrived as an HTTP upload (is_uploaded_file()); tests dispatch
		 * requests without a real upload.
		 *
		 * @param bool   $uploaded Whether it is an upload.
		 * @param string $path     Temporary path.
		 */
		$uploaded = (bool) apply_filters( 'immo_wizards_import_is_uploaded_file', is_uploaded_file( $file['tmp_name'] ), $file['tmp_name'] );
		if ( UPLOAD_ERR_OK !== (int) $file['error'] || ! $uploaded ) {
			return new \WP_Error( 'immo_wizards_import_no_file', __( 'The upload did not arrive completely. Please try again.', 'immo-wizards' ), array( 'status' => 400 ) );
		}
		return $this->respond(
			function () use ( $file ) {
				$id       = $this->intake->accept( $file['tmp_name'], is_string( $file['name'] ?? null ) ? $file['name'] : 'upload', 'upload', get_current_user_id(), true );
				$response = rest_ensure_response( $this->resource->item( $this->imports->find( $id ), self::LOG_LIMIT ) );
				$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $id ) );
				return $response;
			},
			202
		);
	}

	/**
	 * Status, counts and log of an import.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$import = $this->imports->find( (int) $request['id'] );
		if ( ! $import ) {
			return ( new Import_Error( 'immo_wizards_import_not_found', __( 'There is no such import.', 'immo-wizards' ), 404 ) )->to_wp_error();
		}
		return rest_ensure_response( $this->resource->item( $import, self::LOG_LIMIT ) );
	}

	/**
	 * Confirms or declines a held withdrawal.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function decide_withdrawal( $request ) {
		$id = (int) $request['id'];
		return $this->respond(
			function () use ( $id, $request ) {
				if ( 'confirm' === $request['decision'] ) {
					$this->withdrawal->confirm( $id );
					Runner::schedule();
				} else {
					$this->withdrawal->reject( $id );
				}
				return $this->resource->item( $this->imports->find( $id ), self::LOG_LIMIT );
			}
		);
	}

	/**
	 * Schema of an import.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Import_Resource::schema();
	}
}
