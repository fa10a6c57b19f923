import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CreateSystemUserDto, UpdateSystemUserDto } from './dto/system-user-body.dto';
import { SystemUserView } from './system-user.view';
import { SystemUsersService } from './system-users.service';

const systemUserId = new UuidParam(API_ERRORS.systemUserNotFound);

/** System users, for systemadmins only. Not club-scoped: a system session works on any host. */
@ApiTags('system-users')
@Controller('admin/system-users')
export class SystemUsersController {
  constructor(private readonly systemUsers: SystemUsersService) {}

  @Get()
  @RequireCapability('system:admin')
  @ApiDataResponse(SystemUserView, { isArray: true, description: 'Ordered by email' })
  async list(): Promise<{ data: SystemUserView[] }> {
    return { data: await this.systemUsers.list() };
  }

  @Get(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(SystemUserView)
  @ApiNotFoundResponse({ description: API_ERRORS.systemUserNotFound })
  async get(@Param('id', systemUserId) id: string): Promise<{ data: SystemUserView }> {
    return { data: await this.systemUsers.get(id) };
  }

  @Post()
  @RequireCapability('system:admin')
  @ApiDataResponse(SystemUserView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is invalid; `errors` names each one' })
  @ApiConflictResponse({ description: API_ERRORS.systemUserExists })
  async create(@Body() body: CreateSystemUserDto): Promise<{ data: SystemUserView }> {
    return { data: await this.systemUsers.create(body) };
  }

  @Put(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(SystemUserView, { description: "A new role or e-mail ends the user's sessions" })
  @ApiBadRequestResponse({ description: 'A field is invalid; `errors` names each one' })
  @ApiNotFoundResponse({ description: API_ERRORS.systemUserNotFound })
  @ApiConflictResponse({ description: `${API_ERRORS.systemUserExists}, or ${API_ERRORS.lastSystemAdmin}` })
  async update(
    @Param('id', systemUserId) id: string,
    @Body() body: UpdateSystemUserDto,
  ): Promise<{ data: SystemUserView }> {
    return { data: await this.systemUsers.update(id, body) };
  }

  @Delete(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(DeletedView)
  @ApiNotFoundResponse({ description: API_ERRORS.systemUserNotFound })
  @ApiConflictResponse({ description: API_ERRORS.lastSystemAdmin })
  async remove(@Param('id', systemUserId) id: string): Promise<{ data: DeletedView }> {
    return { data: await this.systemUsers.remove(id) };
  }
}
